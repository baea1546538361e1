// The game manager and the WebSocket protocol without sockets (src/web/game_manager.h, messages.h):
// a fake connection sends JSON text and collects the replies. Games against the engine, every kind of
// bad message answered with one error while the game goes on, moves refused while the engine thinks,
// several connections on one game, and games taken up again by a new manager on the same database (a
// restarted server), including one whose engine was to move when the server died.
#include <gtest/gtest.h>

#include <deque>
#include <filesystem>
#include <functional>
#include <string>
#include <vector>

#include "support/held_jobs.h"
#include "support/recording_watcher.h"
#include "support/temp_dir.h"
#include "web/game_manager.h"
#include "web/game_store.h"
#include "web/messages.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

using Connection = testing::RecordingWatcher;

using testing::HeldJobs;

class WebMessages : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<GameStore>(dir_);
    manager_ = std::make_unique<GameManager>(*store_, held_.runner());
  }
  void TearDown() override {
    manager_.reset();
    store_.reset();
  }

  struct Client {
    std::shared_ptr<Connection> connection = std::make_shared<Connection>();
    std::unique_ptr<MessageHandler> handler;
    void say(const std::string& text) { handler->handle(text); }
    void say(const json& message) { handler->handle(message.dump()); }
  };
  Client client() {
    Client c;
    c.handler = std::make_unique<MessageHandler>(*manager_, c.connection);
    return c;
  }

  // Starts a game against the engine (Black, level 1) and returns its id.
  std::string new_game(Client& c, const std::string& variant = "chess") {
    c.say(json{{"type", "new"}, {"variant", variant}, {"engine", "black"}, {"level", 1}});
    const std::vector<json> replies = c.connection->take();
    EXPECT_EQ(replies.size(), 1u);
    EXPECT_EQ(replies.at(0)["type"], "state") << replies.at(0).dump();
    return replies.at(0)["game"];
  }

  static void expect_one_error(Client& c, const std::string& text, const std::string& contains) {
    c.say(text);
    const std::vector<json> replies = c.connection->take();
    ASSERT_EQ(replies.size(), 1u) << text;
    EXPECT_EQ(replies[0]["type"], "error") << text;
    const std::string message = replies[0]["message"];
    EXPECT_NE(message.find(contains), std::string::npos) << text << " -> " << message;
    EXPECT_EQ(message.find('\n'), std::string::npos);
  }

  testing::TempDir temp_{"nightrider_messages"};
  const std::filesystem::path& dir_ = temp_.path();
  HeldJobs held_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> manager_;
};

TEST_F(WebMessages, PlaysAMoveAndTheEngineAnswers) {
  Client c = client();
  const std::string id = new_game(c);
  c.say(json{{"type", "move"}, {"game", id}, {"move", "e2e4"}});
  std::vector<json> replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 1u);
  EXPECT_TRUE(replies[0]["thinking"].get<bool>());
  ASSERT_EQ(held_.jobs.size(), 1u);
  held_.run_all();
  replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 2u);
  EXPECT_FALSE(replies[0]["thinking"].get<bool>());
  EXPECT_EQ(replies[0]["turn"], "white");
  EXPECT_EQ(store_->load(id)->moves.size(), 2u) << "stored after the engine's move";
}

TEST_F(WebMessages, AnswersBadMessagesWithOneErrorAndGoesOn) {
  Client c = client();
  expect_one_error(c, "not json", "bad JSON");
  expect_one_error(c, "[1,2]", "JSON object");
  expect_one_error(c, "{}", "missing \"type\"");
  expect_one_error(c, R"({"type":7})", "\"type\" must be a string");
  expect_one_error(c, R"({"type":"launch"})", "unknown message type");
  expect_one_error(c, R"({"type":"move","game":"0123456789abcdef","move":"e2e4"})", "no game yet");
  expect_one_error(c, R"({"type":"join","game":"0123456789abcdef"})", "unknown game");
  expect_one_error(c, R"({"type":"join","game":"../../etc"})", "bad game id");
  expect_one_error(c, R"({"type":"new","variant":"nosuch"})", "unknown variant");
  expect_one_error(c, R"({"type":"new","variant":"chess","level":99})", "bad level");
  expect_one_error(c, R"({"type":"new","variant":"chess","level":"3"})", "must be an integer");
  expect_one_error(c, R"({"type":"new","variant":"chess","engine":"both"})", "bad \"engine\"");
  expect_one_error(c, std::string(kMaxMessageBytes + 1, ' '), "too long");
  expect_one_error(c, std::string(2000, '[') + std::string(2000, ']'), "JSON object");
  expect_one_error(c, "{\"type\":\"\xff\xfe\"}", "");  // invalid UTF-8: still one error, no exception

  const std::string id = new_game(c);
  expect_one_error(c, json{{"type", "move"}, {"game", id}, {"move", "e2e5"}}.dump(), "illegal move 'e2e5'");
  expect_one_error(c, json{{"type", "move"}, {"game", id}}.dump(), "missing \"move\"");
  expect_one_error(c, json{{"type", "move"}, {"game", id}, {"move", 42}}.dump(), "must be a string");
  expect_one_error(c, json{{"type", "move"}, {"game", "fedcba9876543210"}, {"move", "e2e4"}}.dump(),
                   "not the game this connection plays");
  expect_one_error(c, json{{"type", "takeback"}, {"game", id}}.dump(), "nothing to take back");
  // The game is untouched and goes on.
  c.say(json{{"type", "move"}, {"game", id}, {"move", "d2d4"}});
  const std::vector<json> replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["type"], "state");
  EXPECT_EQ(replies[0]["moves"][0]["uci"], "d2d4");
}

TEST_F(WebMessages, RefusesMovesWhileTheEngineThinks) {
  Client c = client();
  const std::string id = new_game(c);
  c.say(json{{"type", "move"}, {"game", id}, {"move", "e2e4"}});
  c.connection->take();
  expect_one_error(c, json{{"type", "move"}, {"game", id}, {"move", "d2d4"}}.dump(), "thinking");
  expect_one_error(c, json{{"type", "takeback"}, {"game", id}}.dump(), "thinking");
  held_.run_all();
  c.connection->take();
  c.say(json{{"type", "takeback"}, {"game", id}});
  const std::vector<json> replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_TRUE(replies[0]["moves"].empty());
  EXPECT_TRUE(store_->load(id)->moves.empty()) << "the take-back is stored";
}

TEST_F(WebMessages, EveryConnectionOnAGameSeesItsMoves) {
  Client first = client();
  Client second = client();
  const std::string id = new_game(first, "antiking2");
  second.say(json{{"type", "join"}, {"game", id}});
  EXPECT_EQ(second.connection->take().size(), 1u);
  second.say(json{{"type", "move"}, {"game", id}, {"move", "e2e4"}});
  EXPECT_EQ(first.connection->take().size(), 1u);
  EXPECT_EQ(second.connection->take().size(), 1u);
  // A connection that starts another game no longer hears the first.
  new_game(second, "magnetic");
  held_.run_all();
  EXPECT_EQ(first.connection->take().size(), 1u);
  EXPECT_TRUE(second.connection->take().empty());
}

TEST_F(WebMessages, ARestartedServerTakesTheGamesUpAgain) {
  Client c = client();
  const std::string id = new_game(c, "rococo");
  const std::string uci = manager_->state(id)["legal"][0]["uci"];
  c.say(json{{"type", "move"}, {"game", id}, {"move", uci}});
  held_.run_all();
  const json before = manager_->state(id);
  ASSERT_EQ(before["moves"].size(), 2u);
  // As after kill -9: nothing but the database is left.
  c.handler.reset();
  manager_ = std::make_unique<GameManager>(*store_, held_.runner());
  Client again = client();
  again.say(json{{"type", "join"}, {"game", id}});
  const std::vector<json> replies = again.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["fen"], before["fen"]);
  EXPECT_EQ(replies[0]["moves"], before["moves"]);
  EXPECT_TRUE(held_.jobs.empty()) << "the person is to move";
}

TEST_F(WebMessages, OnlyGamesOnSomePageStayInMemory) {
  Client c = client();
  const std::string id = new_game(c);
  c.say(json{{"type", "move"}, {"game", id}, {"move", "e2e4"}});
  EXPECT_EQ(manager_->games_in_memory(), 1u);
  c.handler.reset();  // the page closes while the engine thinks
  EXPECT_EQ(manager_->games_in_memory(), 1u);
  held_.run_all();
  EXPECT_EQ(manager_->games_in_memory(), 0u) << "forgotten once the engine has answered";
  EXPECT_NE(manager_->pgn(id).find("1. e4"), std::string::npos);
  EXPECT_EQ(manager_->games_in_memory(), 0u) << "a PGN download does not keep it";
  Client again = client();
  again.say(json{{"type", "join"}, {"game", id}});
  const std::vector<json> replies = again.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 2u) << "the engine's answer was stored";
  EXPECT_EQ(manager_->games_in_memory(), 1u);
}

TEST_F(WebMessages, AGameWaitingForTheEngineResumesOnJoin) {
  // The server died after storing the person's move, before the engine answered.
  GameRecord record;
  record.id = "00000000000000ab";
  record.variant = "magnetic";
  record.start_fen = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
  record.moves = {"e2e4"};
  record.engine_side = play::EngineSide::Black;
  record.level = 1;
  store_->save(record);
  Client c = client();
  c.say(json{{"type", "join"}, {"game", record.id}});
  std::vector<json> replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_TRUE(replies[0]["thinking"].get<bool>());
  held_.run_all();
  replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 2u);
}

TEST_F(WebMessages, TheEngineOpensWhenItPlaysWhite) {
  Client c = client();
  c.say(json{{"type", "new"}, {"variant", "antiking1"}, {"engine", "white"}, {"level", 1}});
  const std::string id = c.connection->take().at(0)["game"];
  expect_one_error(c, json{{"type", "move"}, {"game", id}, {"move", "e2e4"}}.dump(), "thinking");
  held_.run_all();
  const std::vector<json> replies = c.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["turn"], "black");
  EXPECT_EQ(manager_->pgn(id).find("[White \"Nightrider\"]") != std::string::npos, true);
}

}  // namespace
}  // namespace nightrider::web
