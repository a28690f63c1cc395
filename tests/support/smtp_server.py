#!/usr/bin/env python3
"""A real SMTP server for the delivery tests (aiosmtpd): SMTPUTF8 on or off, implicit TLS.

Listens on 127.0.0.1:PORT, prints "ready" when it accepts connections, and appends one JSON
line per received message to OUT: {"mail_from", "rcpt_tos", "mail_options", "data_b64"}.
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


class Recorder:
    def __init__(self, out):
        self.out = out

    async def handle_DATA(self, server, session, envelope):
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
    a = p.parse_args()
    ctx = None
    if a.tls_cert:
        ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        ctx.load_cert_chain(a.tls_cert, a.tls_key)
    controller = Controller(
        Recorder(a.out),
        hostname="127.0.0.1",
        port=a.port,
        ssl_context=ctx,
        enable_SMTPUTF8=a.smtputf8,
        decode_data=False,
        ready_timeout=10,
    )
    controller.start()
    print("ready", flush=True)
    time.sleep(a.lifetime)
    controller.stop()


if __name__ == "__main__":
    sys.exit(main())
