// The analysis toggle through the protocol (src/web/game_manager.h, messages.h), with the engine's and
// the analysis' jobs held until the test runs them: analysis arrives for the position on the board with
// a legal first move, again after each move, stops when turned off, drops a position that has changed,
// reads mates as mates, and is refused to the players of a game between friends but not to spectators.
#include <gtest/gtest.h>

#include <deque>
#include <filesystem>
#include <functional>
#include <regex>
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

using testing::HeldJobs;

class WebAnalysis : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<GameStore>(dir_);
    manager_ = std::make_unique<GameManager>(*store_, held_.runner());
    manager_->set_analysis_time(60);
  }
  void TearDown() override {
    manager_.reset();
    store_.reset();
  }

  struct Client {
    std::shared_ptr<testing::RecordingWatcher> connection = std::make_shared<testing::RecordingWatcher>();
    std::unique_ptr<MessageHandler> handler;
    void say(const json& message) { handler->handle(message.dump()); }
    void say(const std::string& text) { handler->handle(text); }
    // The messages of one type among those received since the last call.
    std::vector<json> take(const std::string& type) {
      std::vector<json> kept;
      for (json& m : connection->take())
        if (m["type"] == type) kept.push_back(std::move(m));
      return kept;
    }
  };
  Client client() {
    Client c;
    c.handler = std::make_unique<MessageHandler>(*manager_, c.connection);
    return c;
  }
  std::string new_game(Client& c, const json& request) {
    c.say(request);
    const std::vector<json> states = c.take("state");
    EXPECT_EQ(states.size(), 1u);
    return states.at(0)["game"];
  }
  // A stored game from a position, joined by `c` (two players at one board).
  std::string game_from(Client& c, const std::string& fen) {
    GameRecord record;
    record.id = "00000000000000a1";
    record.variant = "chess";
    record.start_fen = fen;
    record.engine_side = play::EngineSide::None;
    store_->save(record);
    c.say(json{{"type", "join"}, {"game", record.id}});
    EXPECT_EQ(c.take("state").size(), 1u);
    return record.id;
  }

  // Every analysis message is for the game and position shown, with a score and a line whose first move
  // is one of the position's legal moves (in SAN, as the state gives them).
  void expect_analysis_of(const std::vector<json>& analyses, const std::string& id) {
    const json state = manager_->state(id);
    ASSERT_FALSE(analyses.empty());
    const std::regex score(R"(^[+-]\d+\.\d\d$|^(White|Black) mates in \d+$)");
    for (const json& a : analyses) {
      EXPECT_EQ(a["game"], id);
      EXPECT_EQ(a["fen"], state["fen"]);
      EXPECT_GE(a["depth"].get<int>(), 1);
      EXPECT_TRUE(std::regex_match(a["score"].get<std::string>(), score)) << a.dump();
      ASSERT_FALSE(a["line"].empty()) << a.dump();
      const std::string first = a["line"][0];
      EXPECT_TRUE(std::any_of(state["legal"].begin(), state["legal"].end(), [&](const json& m) {
        return m["san"] == first;
      })) << first;
    }
  }

  testing::TempDir temp_{"nightrider_analysis"};
  const std::filesystem::path& dir_ = temp_.path();
  HeldJobs held_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> manager_;
};

TEST_F(WebAnalysis, ArrivesForEachPositionAndStopsWhenTurnedOff) {
  Client c = client();
  const std::string id = new_game(c, {{"type", "new"}, {"variant", "magnetic"}, {"engine", "none"}});
  EXPECT_TRUE(held_.jobs.empty());
  c.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  EXPECT_TRUE(c.connection->take().empty());  // nothing on the I/O thread: the search is a job
  ASSERT_EQ(held_.jobs.size(), 1u);
  held_.run_all();
  expect_analysis_of(c.take("analysis"), id);

  c.say(json{{"type", "move"}, {"game", id}, {"move", "e2e4"}});
  EXPECT_EQ(c.take("state").size(), 1u);
  ASSERT_EQ(held_.jobs.size(), 1u);
  held_.run_all();
  const std::vector<json> after = c.take("analysis");
  expect_analysis_of(after, id);
  EXPECT_EQ(after[0]["fen"], manager_->state(id)["fen"]);

  c.say(json{{"type", "analysis"}, {"game", id}, {"on", false}});
  c.say(json{{"type", "move"}, {"game", id}, {"move", "d7d5"}});
  EXPECT_TRUE(held_.jobs.empty());
  EXPECT_TRUE(c.take("analysis").empty());
}

TEST_F(WebAnalysis, APositionThatChangedBeforeItsSearchIsDropped) {
  Client c = client();
  const std::string id = new_game(c, {{"type", "new"}, {"variant", "chess"}, {"engine", "none"}});
  c.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  c.say(json{{"type", "move"}, {"game", id}, {"move", "d2d4"}});
  ASSERT_EQ(held_.jobs.size(), 2u);  // the start position's search, then the one after d4
  held_.run_all();
  const std::vector<json> analyses = c.take("analysis");
  expect_analysis_of(analyses, id);  // only the position after d4
}

TEST_F(WebAnalysis, FollowsTheEnginesRepliesInAGameAgainstIt) {
  Client c = client();
  const std::string id =
      new_game(c, {{"type", "new"}, {"variant", "rococo"}, {"engine", "black"}, {"level", 1}});
  c.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  c.say(json{{"type", "move"}, {"game", id}, {"move", manager_->state(id)["legal"][0]["uci"]}});
  held_.run_all();  // the first analysis, the engine's move, then the analysis of the position after it
  EXPECT_EQ(manager_->state(id)["moves"].size(), 2u);
  const std::vector<json> analyses = c.take("analysis");
  ASSERT_FALSE(analyses.empty());
  std::vector<json> now;
  for (const json& a : analyses)
    if (a["fen"] == manager_->state(id)["fen"]) now.push_back(a);
  expect_analysis_of(now, id);
}

TEST_F(WebAnalysis, ReadsAMateAsAMateForTheSideThatMates) {
  Client white = client();
  const std::string id = game_from(white, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
  white.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  held_.run_all();
  std::vector<json> analyses = white.take("analysis");
  expect_analysis_of(analyses, id);
  EXPECT_EQ(analyses.back()["score"], "White mates in 1");
  EXPECT_EQ(analyses.back()["line"], json::array({"Ra8#"}));
  white.say(json{{"type", "move"}, {"game", id}, {"move", "a1a2"}});
  held_.run_all();
  analyses = white.take("analysis");
  expect_analysis_of(analyses, id);
  EXPECT_EQ(analyses.back()["score"].get<std::string>().substr(0, 1), "+");  // a rook up, no mate in reach
}

TEST_F(WebAnalysis, RefusedToThePlayersOfAGameBetweenFriendsButNotToSpectators) {
  Client host = client();
  host.say(json{{"type", "new"}, {"variant", "chess"}, {"friend", "white"}});
  const std::vector<json> seat = host.take("seat");
  ASSERT_EQ(seat.size(), 1u);
  const std::string id = seat[0]["game"];
  const std::string invite = seat[0]["invite"]["token"];
  Client guest = client();
  guest.say(json{{"type", "join"}, {"game", id}, {"seat", invite}});
  Client spectator = client();
  spectator.say(json{{"type", "join"}, {"game", id}});
  for (Client* c : {&host, &guest, &spectator}) c->connection->take();

  for (Client* player : {&host, &guest}) {
    player->say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
    const std::vector<json> replies = player->connection->take();
    ASSERT_EQ(replies.size(), 1u);
    EXPECT_EQ(replies[0], json({{"type", "error"},
                                {"message",
                                 "no analysis for the players of a game between friends (fair play); "
                                 "spectators may"}}));
  }
  EXPECT_TRUE(held_.jobs.empty());
  spectator.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  held_.run_all();
  expect_analysis_of(spectator.take("analysis"), id);
  host.say(json{{"type", "move"}, {"game", id}, {"move", "e2e4"}});
  held_.run_all();
  expect_analysis_of(spectator.take("analysis"), id);
  EXPECT_TRUE(host.take("analysis").empty());
  EXPECT_TRUE(guest.take("analysis").empty());
}

TEST_F(WebAnalysis, OneSearchPerPositionHoweverManyPagesWantIt) {
  Client first = client();
  const std::string id = new_game(first, {{"type", "new"}, {"variant", "antiking1"}, {"engine", "none"}});
  Client second = client();
  second.say(json{{"type", "join"}, {"game", id}});
  second.connection->take();
  first.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  second.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  ASSERT_EQ(held_.jobs.size(), 1u);  // the second page shares the first one's search
  held_.run_all();
  const std::vector<json> to_first = first.take("analysis");
  expect_analysis_of(to_first, id);
  EXPECT_EQ(second.take("analysis"), to_first);
  // Once that search is over, a page turning analysis on again starts a new one.
  second.say(json{{"type", "analysis"}, {"game", id}, {"on", false}});
  second.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  EXPECT_EQ(held_.jobs.size(), 1u);
}

TEST_F(WebAnalysis, BadAnalysisMessagesGetOneErrorEach) {
  Client c = client();
  const std::string id = new_game(c, {{"type", "new"}, {"variant", "chess"}, {"engine", "none"}});
  const std::vector<std::pair<json, std::string>> bad = {
      {json{{"type", "analysis"}, {"game", id}}, "\"on\" must be true or false"},
      {json{{"type", "analysis"}, {"game", id}, {"on", "yes"}}, "\"on\" must be true or false"},
      {json{{"type", "analysis"}, {"on", true}}, "missing \"game\""},
      {json{{"type", "analysis"}, {"game", "fedcba9876543210"}, {"on", true}},
       "game fedcba9876543210 is not the game this connection plays"},
  };
  for (const auto& [message, error] : bad) {
    c.say(message);
    const std::vector<json> replies = c.connection->take();
    ASSERT_EQ(replies.size(), 1u) << message.dump();
    EXPECT_EQ(replies[0], json({{"type", "error"}, {"message", error}})) << message.dump();
  }
  EXPECT_TRUE(held_.jobs.empty());
  Client stranger = client();  // joined to no game
  stranger.say(json{{"type", "analysis"}, {"game", id}, {"on", true}});
  EXPECT_EQ(stranger.connection->take().at(0)["message"], "no game yet: send \"new\" or \"join\" first");
  c.say(std::string(R"({"type":"ping"})"));
  EXPECT_EQ(c.connection->take().at(0)["type"], "pong");
}

}  // namespace
}  // namespace nightrider::web
