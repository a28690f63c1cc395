"""A real HTTPS server on 127.0.0.1 for the discovery tests: each Host gets the files under
ROOT/<host>/ (so one server stands for autoconfig.a.test, b.test, ...), a host named in
--slow answers only after a long wait, and --plain serves without TLS (a plain-HTTP-only
autoconfig). Prints "ready <port>" once it listens; exits after --lifetime seconds."""
import argparse
import http.server
import os
import ssl
import threading
import time

p = argparse.ArgumentParser()
p.add_argument("--root", required=True)
p.add_argument("--cert")
p.add_argument("--key")
p.add_argument("--plain", action="store_true")
p.add_argument("--slow", default="")
p.add_argument("--lifetime", type=int, default=120)
a = p.parse_args()


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        host = (self.headers.get("Host") or "").split(":")[0].lower()
        if host and host == a.slow:
            time.sleep(30)
        path = self.path.split("?")[0].lstrip("/")
        file = os.path.realpath(os.path.join(a.root, host, path))
        if not file.startswith(os.path.realpath(a.root) + os.sep) or not os.path.isfile(file):
            self.send_error(404)
            return
        body = open(file, "rb").read()
        self.send_response(200)
        self.send_header("Content-Type", "text/xml")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args):
        pass


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
server.daemon_threads = True
if not a.plain:
    ctx = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    ctx.load_cert_chain(a.cert, a.key)
    server.socket = ctx.wrap_socket(server.socket, server_side=True)
threading.Timer(a.lifetime, lambda: os._exit(0)).start()
print("ready", server.server_address[1], flush=True)
server.serve_forever()
