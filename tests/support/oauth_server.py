#!/usr/bin/env python3
"""A real OAuth 2.0 authorization server on 127.0.0.1 for the sign-in tests, built on oauthlib's
WebApplicationServer (authorization code with PKCE required, refresh tokens that rotate).

GET  /authorize  answers at once with a redirect carrying a code (the "person" always agrees):
                 oauthlib checks the client id, the loopback redirect URI, the scopes, and
                 keeps the PKCE challenge.
POST /token      exchanges a code (oauthlib checks the PKCE verifier and the redirect URI) or
                 a refresh token. While the file --revoked exists, refresh tokens are refused
                 with invalid_grant.

Every access token issued is appended to --tokens, one per line (the SMTP server accepts
those); every request's path and outcome to --log. Prints "ready <port>"; exits after
--lifetime seconds.
"""
import argparse
import http.server
import json
import os
import ssl
import threading
import time
from urllib.parse import urlparse

from oauthlib.oauth2 import RequestValidator, WebApplicationServer

p = argparse.ArgumentParser()
p.add_argument("--cert", required=True)
p.add_argument("--key", required=True)
p.add_argument("--client-id", required=True)
p.add_argument("--scope", action="append", required=True)
p.add_argument("--tokens", required=True)
p.add_argument("--revoked", required=True)
p.add_argument("--log", required=True)
p.add_argument("--lifetime", type=int, default=120)
a = p.parse_args()

codes = {}
refresh_tokens = {}
lock = threading.Lock()


class Client:
    client_id = a.client_id


def loopback(uri):
    u = urlparse(uri or "")
    return u.scheme == "http" and u.hostname == "127.0.0.1" and u.port is not None


class Validator(RequestValidator):
    def validate_client_id(self, client_id, request, *args, **kwargs):
        return client_id == a.client_id

    def validate_redirect_uri(self, client_id, redirect_uri, request, *args, **kwargs):
        # RFC 8252 7.3: any port on the loopback address.
        return loopback(redirect_uri)

    def get_default_redirect_uri(self, client_id, request, *args, **kwargs):
        return None

    def validate_scopes(self, client_id, scopes, client, request, *args, **kwargs):
        return set(scopes) <= set(a.scope)

    def get_default_scopes(self, client_id, request, *args, **kwargs):
        return a.scope

    def validate_response_type(self, client_id, response_type, client, request, *args, **kwargs):
        return response_type == "code"

    def is_pkce_required(self, client_id, request):
        return True

    def save_authorization_code(self, client_id, code, request, *args, **kwargs):
        with lock:
            codes[code["code"]] = {
                "challenge": request.code_challenge,
                "method": request.code_challenge_method,
                "redirect_uri": request.redirect_uri,
                "scopes": request.scopes,
            }

    def client_authentication_required(self, request, *args, **kwargs):
        return False

    def authenticate_client_id(self, client_id, request, *args, **kwargs):
        if client_id != a.client_id:
            return False
        request.client = Client()
        return True

    def authenticate_client(self, request, *args, **kwargs):
        return False

    def validate_code(self, client_id, code, client, request, *args, **kwargs):
        with lock:
            c = codes.get(code)
        if c is None:
            return False
        request.scopes = c["scopes"]
        request.user = "someone"
        return True

    def confirm_redirect_uri(self, client_id, code, redirect_uri, client, request, *args, **kwargs):
        with lock:
            c = codes.get(code)
        return c is not None and c["redirect_uri"] == redirect_uri

    def get_code_challenge(self, code, request):
        with lock:
            c = codes.get(code)
        return c and c["challenge"]

    def get_code_challenge_method(self, code, request):
        with lock:
            c = codes.get(code)
        return c and c["method"]

    def validate_grant_type(self, client_id, grant_type, client, request, *args, **kwargs):
        return grant_type in ("authorization_code", "refresh_token")

    def save_bearer_token(self, token, request, *args, **kwargs):
        with lock:
            if "refresh_token" in token:
                refresh_tokens[token["refresh_token"]] = request.scopes
            with open(a.tokens, "a") as f:
                f.write(token["access_token"] + "\n")

    def invalidate_authorization_code(self, client_id, code, request, *args, **kwargs):
        with lock:
            codes.pop(code, None)

    def validate_refresh_token(self, refresh_token, client, request, *args, **kwargs):
        if os.path.exists(a.revoked):
            return False
        with lock:
            return refresh_token in refresh_tokens

    def get_original_scopes(self, refresh_token, request, *args, **kwargs):
        with lock:
            return refresh_tokens.get(refresh_token, [])

    def revoke_token(self, token, token_type_hint, request, *args, **kwargs):
        with lock:
            refresh_tokens.pop(token, None)


server = WebApplicationServer(Validator())


def log(entry):
    with lock:
        with open(a.log, "a") as f:
            f.write(json.dumps(entry) + "\n")


class Handler(http.server.BaseHTTPRequestHandler):
    def uri(self):
        return "https://127.0.0.1:%d%s" % (self.server.server_port, self.path)

    def answer(self, headers, body, status):
        self.send_response(status)
        for k, v in (headers or {}).items():
            self.send_header(k, v)
        data = (body or "").encode()
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self):
        if not self.path.startswith("/authorize"):
            self.answer({}, "", 404)
            return
        try:
            scopes, credentials = server.validate_authorization_request(self.uri(), "GET", "", dict(self.headers))
            headers, body, status = server.create_authorization_response(
                self.uri(), "GET", "", dict(self.headers), scopes, credentials
            )
        except Exception as e:  # oauthlib's errors for a bad client or redirect URI
            log({"path": "/authorize", "error": type(e).__name__})
            self.answer({}, "refused: %s" % type(e).__name__, 400)
            return
        log({"path": "/authorize", "status": status, "pkce": credentials.get("code_challenge_method")})
        self.answer(headers, body, status)

    def do_POST(self):
        length = int(self.headers.get("Content-Length") or 0)
        body = self.rfile.read(length).decode()
        if self.path != "/token":
            self.answer({}, "", 404)
            return
        headers, out, status = server.create_token_response(self.uri(), "POST", body, dict(self.headers))
        grant = dict(x.split("=", 1) for x in body.split("&") if "=" in x).get("grant_type")
        log({"path": "/token", "grant": grant, "status": status,
             "error": (json.loads(out).get("error") if status != 200 else None)})
        self.answer(headers, out, status)

    def log_message(self, *args):
        pass


httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
ctx.load_cert_chain(a.cert, a.key)
httpd.socket = ctx.wrap_socket(httpd.socket, server_side=True)
threading.Thread(target=httpd.serve_forever, daemon=True).start()
print("ready %d" % httpd.server_port, flush=True)
time.sleep(a.lifetime)
