"""A NetrunnerDB API v2 stand-in on 127.0.0.1 for the scripts of tests/:
GET /NAME answers with ROOT/NAME or ROOT/NAME.json (/cards is cards.json),
with no caching headers, so that every sync downloads everything. The root
can be switched while it runs."""

import http.server
import threading


class Server:
    def __init__(self, root):
        self.root = root
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                name = self.path.split("?")[0].strip("/")
                for candidate in (outer.root / name, outer.root / (name + ".json")):
                    if candidate.is_file():
                        body = candidate.read_bytes()
                        self.send_response(200)
                        self.send_header("Content-Type", "application/json")
                        self.send_header("Content-Length", str(len(body)))
                        self.end_headers()
                        try:
                            self.wfile.write(body)
                        except (BrokenPipeError, ConnectionResetError):
                            pass   # the client was killed or gave up: what the kill harness does
                        return
                self.send_error(404)

            def log_message(self, *args):
                pass

        class QuietServer(http.server.ThreadingHTTPServer):
            def handle_error(self, request, client_address):
                pass   # a client killed mid-request is expected here, not news

        self.httpd = QuietServer(("127.0.0.1", 0), Handler)
        self.url = f"http://127.0.0.1:{self.httpd.server_address[1]}/"
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()
