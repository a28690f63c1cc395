#!/usr/bin/env python3
"""A real SMTP server for the delivery tests (aiosmtpd): SMTPUTF8 on or off, implicit TLS,
and AUTH XOAUTH2 checking the bearer token it was given (--xoauth2-token, or any listed in --xoauth2-token-file): a wrong token gets
Google's answer, a 334 challenge with a JSON error, then 535; or AUTH PLAIN and LOGIN checking
--password USER:PASSWORD (each attempt recorded as {"auth_user", "auth_ok"}).

Listens on 127.0.0.1:PORT, prints "ready" when it accepts connections, and appends one JSON
line per received message to OUT: {"mail_from", "rcpt_tos", "mail_options", "data_b64"}, and
one per MAIL command: {"mail": address, "mail_options"}. --size N advertises SIZE N in EHLO (0:
no SIZE at all; aiosmtpd's default is 33554432); --data-reply REPLY answers every message's
end of DATA with REPLY (for example "552 5.3.4 Message too big") instead of accepting it.
Stops by itself after --lifetime seconds.
"""
import argparse
import asyncio
import base64
import json
import ssl
import sys
import time

from aiosmtpd.controller import Controller
from aiosmtpd.smtp import AuthResult


class Recorder:
    def __init__(self, out, token=None, token_file=None, data_reply=None):
        self.out = out
        self.token = token
        self.token_file = token_file
        self.data_reply = data_reply

    def record(self, record):
        with open(self.out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")

    async def handle_MAIL(self, server, session, envelope, address, mail_options):
        self.record({"mail": address, "mail_options": mail_options})
        envelope.mail_from = address
        envelope.mail_options.extend(mail_options)
        return "250 OK"

    def accepts(self, bearer):
        if self.token_file:
            try:
                with open(self.token_file, encoding="utf-8") as f:
                    return bearer in f.read().split()
            except OSError:
                return False
        return bearer == self.token

    async def auth_XOAUTH2(self, server, args):
        if self.token is None and self.token_file is None:
            return AuthResult(success=False, handled=False)
        # handled=False makes aiosmtpd answer 535 itself; handled=True would leave the client
        # waiting for a reply that never comes.
        refused = AuthResult(success=False, handled=False)
        # args is ["XOAUTH2", initial-response]; without one, ask for it with an empty challenge
        # (challenge_auth returns it decoded, or MISSING after answering 501 itself).
        if len(args) > 1:
            try:
                decoded = base64.b64decode(args[1], validate=True)
            except Exception:
                return refused
        else:
            decoded = await server.challenge_auth("", encode_to_b64=False)
            if not isinstance(decoded, bytes):
                return AuthResult(success=False, handled=True)
        try:
            fields = decoded.decode().split("\x01")
        except Exception:
            return refused
        user = next((f[5:] for f in fields if f.startswith("user=")), None)
        bearer = next((f[12:] for f in fields if f.startswith("auth=Bearer ")), None)
        ok = bearer is not None and self.accepts(bearer)
        record = {"auth_user": user, "auth_ok": ok}
        with open(self.out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
        if ok:
            return AuthResult(success=True, auth_data=user)
        error = json.dumps({"status": "401", "schemes": "Bearer", "scope": "https://mail.google.com/"})
        await server.challenge_auth(error.encode(), encode_to_b64=True)
        return refused

    async def handle_DATA(self, server, session, envelope):
        if self.data_reply:
            return self.data_reply
        record = {
            "mail_from": envelope.mail_from,
            "rcpt_tos": envelope.rcpt_tos,
            "mail_options": envelope.mail_options,
            "data_b64": base64.b64encode(envelope.original_content or envelope.content).decode(),
        }
        with open(self.out, "a", encoding="utf-8") as f:
            f.write(json.dumps(record) + "\n")
        return "250 2.0.0 Ok: queued"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--port", type=int, required=True)
    p.add_argument("--out", required=True)
    p.add_argument("--smtputf8", action="store_true")
    p.add_argument("--tls-cert")
    p.add_argument("--tls-key")
    p.add_argument("--lifetime", type=float, default=60)
    p.add_argument("--xoauth2-token")
    p.add_argument("--xoauth2-token-file", help="accept any token listed in this file (re-read at each sign-in)")
    p.add_argument("--size", type=int, help="the SIZE EHLO advertises (0: none)")
    p.add_argument("--data-reply", help="the reply to every message's end of DATA")
    p.add_argument("--password", help="USER:PASSWORD that AUTH PLAIN and LOGIN accept (without TLS: loopback)")
    a = p.parse_args()
    ctx = None
    if a.tls_cert:
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(a.tls_cert, a.tls_key)
    extra = {}
    if a.xoauth2_token or a.xoauth2_token_file:
        # Only XOAUTH2, and without TLS: the server is on loopback.
        extra = {"auth_require_tls": False, "auth_exclude_mechanism": ["LOGIN", "PLAIN"]}
    if a.password:
        user, _, password = a.password.partition(":")

        def check(server, session, envelope, mechanism, auth_data):
            ok = auth_data.login.decode() == user and auth_data.password.decode() == password
            with open(a.out, "a", encoding="utf-8") as f:
                f.write(json.dumps({"auth_user": auth_data.login.decode(), "auth_ok": ok}) + "\n")
            # handled=False: aiosmtpd answers 535 itself (the default leaves the client waiting).
            return AuthResult(success=ok, handled=False)

        extra = {"auth_require_tls": False, "authenticator": check, "auth_exclude_mechanism": ["XOAUTH2"]}
    if a.size is not None:
        # aiosmtpd advertises its data_size_limit as SIZE, and none when it is None.
        extra["data_size_limit"] = a.size or None
    controller = Controller(
        Recorder(a.out, a.xoauth2_token, a.xoauth2_token_file, a.data_reply),
        hostname="127.0.0.1",
        port=a.port,
        ssl_context=ctx,
        enable_SMTPUTF8=a.smtputf8,
        decode_data=False,
        ready_timeout=10,
        **extra,
    )
    controller.start()
    print("ready", flush=True)
    time.sleep(a.lifetime)
    controller.stop()


if __name__ == "__main__":
    sys.exit(main())
