// The web server as a whole: `nightrider serve` refusing bad options in one line, and an in-process
// WebServer answering HTTP — the lobby's API, the pages, and hostile requests (paths out of the folder,
// garbage, oversized headers) answered or refused without harm to the next request; the rules texts.
#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <thread>

#include "support/raw_http.h"
#include "support/temp_dir.h"
#include "support/test_paths.h"
#include "web/http_server.h"

namespace nightrider::web {
namespace {

struct BinaryRun {
  int status = -1;
  std::string err;
};

// The binary with these arguments; its stderr kept.
BinaryRun run_binary(const std::string& args, const std::filesystem::path& dir) {
  const std::filesystem::path err = dir / "stderr";
  const std::string command = std::string("'") + nightrider::testing::nightrider_binary() + "' " + args +
                              " </dev/null >/dev/null 2>'" + err.string() + "'";
  const int raw = std::system(command.c_str());
  BinaryRun run;
  run.status = WIFEXITED(raw) ? WEXITSTATUS(raw) : -1;
  std::ifstream in(err);
  std::getline(in, run.err, '\0');
  return run;
}

using testing::get;
using testing::send_raw;

class WebServe : public ::testing::Test {
 protected:
  void SetUp() override {
    std::filesystem::create_directories(dir_ / "static" / "assets");
    std::ofstream(dir_ / "static" / "index.html") << "<p>lobby</p>";
    std::ofstream(dir_ / "static" / "game.html") << "<p>game</p>";
    std::ofstream(dir_ / "static" / "assets" / "app.js") << "console.log(1)";
    std::ofstream(dir_ / "secret.txt") << "not for the web";
  }

  testing::TempDir temp_{"nightrider_serve"};
  const std::filesystem::path& dir_ = temp_.path();
};

TEST_F(WebServe, RefusesBadOptionsInOneLine) {
  BinaryRun run = run_binary("serve --port 70000", dir_);
  EXPECT_EQ(run.status, 2);
  EXPECT_EQ(run.err, "bad --port 70000 (0 to 65535; 0 picks a free port)\n");
  run = run_binary("serve --static '" + (dir_ / "nowhere").string() + "'", dir_);
  EXPECT_EQ(run.status, 2);
  EXPECT_NE(run.err.find("bad --static"), std::string::npos) << run.err;
  EXPECT_EQ(run.err.find('\n'), run.err.size() - 1) << run.err;
}

TEST_F(WebServe, AnswersHttpAndSurvivesHostileRequests) {
  ServerOptions options;
  options.port = 0;
  options.data_dir = dir_ / "data";
  options.static_dir = dir_ / "static";
  WebServer server(options);
  const uint16_t port = server.port();
  std::thread serving([&] { server.run(); });

  std::string reply = get(port, "/api/variants");
  EXPECT_NE(reply.find("200 OK"), std::string::npos) << reply;
  EXPECT_NE(reply.find("\"rococo\""), std::string::npos);
  EXPECT_NE(get(port, "/").find("<p>lobby</p>"), std::string::npos);
  EXPECT_NE(get(port, "/game?id=0123456789abcdef").find("<p>game</p>"), std::string::npos);
  reply = get(port, "/assets/app.js");
  EXPECT_NE(reply.find("text/javascript"), std::string::npos) << reply;
  for (const char* target :
       {"/../secret.txt", "/%2e%2e/secret.txt", "/assets/../../secret.txt", "//etc/passwd", "/.hidden",
        "/api/games/0123456789abcdef.pgn", "/api/games/..%2f.pgn"}) {
    reply = get(port, target);
    EXPECT_NE(reply.find("404"), std::string::npos) << target << ": " << reply;
    EXPECT_EQ(reply.find("not for the web"), std::string::npos) << target;
  }
  reply = get(port, "/api/rules/magnetic");
  EXPECT_NE(reply.find("200 OK"), std::string::npos) << reply;
  EXPECT_NE(reply.find("MAGNETIC CHESS"), std::string::npos);
  EXPECT_NE(get(port, "/api/rules/rococo?lang=fr").find("200 OK"), std::string::npos);
  EXPECT_NE(get(port, "/api/rules/rococo?lang=xx").find("no rules in language 'xx'"), std::string::npos);
  EXPECT_NE(get(port, "/api/rules/nosuch").find("unknown variant"), std::string::npos);
  // Chess under conditions: the lobby's list, a game's definitions, a combination refused with its reason.
  reply = get(port, "/api/conditions");
  EXPECT_NE(reply.find("application/json"), std::string::npos) << reply;
  EXPECT_NE(reply.find(R"({"name":"Circe","summary":"a captured unit is reborn on its home square","word":"circe"})"),
            std::string::npos);
  EXPECT_NE(reply.find(R"("word":"circe-antipode")"), std::string::npos);
  reply = get(port, "/api/rules/chess+circe+madrasi?lang=fr");
  EXPECT_NE(reply.find("200 OK"), std::string::npos) << reply;
  EXPECT_NE(reply.find("Circe\nUne pi"), std::string::npos) << reply;
  EXPECT_NE(reply.find("\n\nMadrasi\nUne pi"), std::string::npos) << reply;
  reply = get(port, "/api/rules/chess+circe+madrasi?lang=nl");
  EXPECT_NE(reply.find("200 OK"), std::string::npos) << reply;
  EXPECT_NE(reply.find("Circe\nEen geslagen stuk, behalve de koning, keert terug"), std::string::npos)
      << reply;
  EXPECT_NE(reply.find("\n\nMadrasi\nEen stuk dat aangevallen wordt"), std::string::npos) << reply;
  EXPECT_NE(get(port, "/api/rules/chess+circe?lang=de").find("a condition's rules are in en, fr or nl"),
            std::string::npos);
  reply = get(port, "/api/rules/chess+circe+kamikaze");
  EXPECT_NE(reply.find("404"), std::string::npos);
  EXPECT_NE(reply.find("Kamikaze cannot be combined with Circe"), std::string::npos) << reply;
  EXPECT_NE(get(port, "/api/rules/chess+nosuch").find("unknown condition 'nosuch'"), std::string::npos);
  // A game under conditions' example boards, each condition's in the name's order (as the lobby's link
  // encodes the '+'); a combination refused says why.
  reply = get(port, "/api/rules-examples/chess%2Bmadrasi%2Bcirce?lang=fr");
  EXPECT_NE(reply.find("200 OK"), std::string::npos) << reply;
  EXPECT_NE(reply.find("application/json"), std::string::npos) << reply;
  const size_t madrasi = reply.find(R"("title":"Madrasi : la paralysie")");
  const size_t circe = reply.find(R"("title":"Circé : l'unité prise renaît")");
  EXPECT_NE(madrasi, std::string::npos) << reply;
  EXPECT_NE(circe, std::string::npos) << reply;
  EXPECT_LT(madrasi, circe);
  reply = get(port, "/api/rules-examples/chess+circe+kamikaze");
  EXPECT_NE(reply.find("404"), std::string::npos);
  EXPECT_NE(reply.find("Kamikaze cannot be combined with Circe"), std::string::npos) << reply;
  EXPECT_NE(get(port, "/api/nosuch").find("404"), std::string::npos);
  EXPECT_NE(send_raw(port, "GARBAGE\r\n\r\n").find("400"), std::string::npos);
  EXPECT_NE(send_raw(port, "GET / HTTP/1.1\r\nX: " + std::string(20000, 'x') + "\r\n\r\n").find("400"),
            std::string::npos);
  EXPECT_NE(send_raw(port, "POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc")
                .find("405"),
            std::string::npos);
  // WebSocket upgrades: from this server's own pages, or from a program without an Origin; not from a
  // page of another site.
  const std::string upgrade =
      "GET /ws HTTP/1.1\r\nHost: localhost:" + std::to_string(port) +
      "\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n"
      "Sec-WebSocket-Version: 13\r\n";
  EXPECT_NE(send_raw(port, upgrade + "Origin: http://evil.example\r\n\r\n").find("403"), std::string::npos);
  EXPECT_NE(send_raw(port, upgrade + "Origin: http://localhost:1\r\n\r\n").find("403"), std::string::npos);
  EXPECT_NE(send_raw(port, upgrade + "Origin: http://localhost:" + std::to_string(port) + "\r\n\r\n", true)
                .find("101 Switching Protocols"),
            std::string::npos);
  EXPECT_NE(send_raw(port, upgrade + "\r\n", true).find("101 Switching Protocols"), std::string::npos);
  EXPECT_NE(get(port, "/api/variants").find("200 OK"), std::string::npos) << "still serving";

  // The port is taken now: a second server says so in one line.
  const BinaryRun run =
      run_binary("serve --port " + std::to_string(port) + " --data '" + (dir_ / "data2").string() +
                     "' --static '" + (dir_ / "static").string() + "'",
                 dir_);
  EXPECT_EQ(run.status, 1);
  EXPECT_NE(run.err.find("cannot start the web server on port " + std::to_string(port)), std::string::npos)
      << run.err;

  server.stop();
  serving.join();
}

}  // namespace
}  // namespace nightrider::web
