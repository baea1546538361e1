// The lobby (src/web/lobby.h) through the protocol of fake connections: a seek posted is listed live to
// every page watching the lobby, accepted by another page, which makes a game between the two with a seat
// each and the nicknames on it; the players move and a spectator sees the moves; the list of games to
// watch; seeks going with their poster's connection; every kind of bad lobby message answered with one
// error while the connection goes on; and correspondence games (days per move, calendar time) whose
// deadline survives a restart and ends the game when it passes. The calendar and the timers are the
// test's own: nothing sleeps.
#include <gtest/gtest.h>

#include <deque>
#include <filesystem>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "support/recording_watcher.h"
#include "support/temp_dir.h"
#include "web/game_manager.h"
#include "web/game_store.h"
#include "web/lobby.h"
#include "web/messages.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

constexpr int64_t kLobbyTestStart = 1'800'000'000'000;  // the test calendar's "now" (January 2027)

class WebLobby : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<GameStore>(dir_);
    restart();
  }
  void TearDown() override {
    lobby_.reset();
    manager_.reset();
    store_.reset();
  }
  // A new manager and lobby on the same database, as after the server was killed and started again.
  void restart() {
    lobby_.reset();
    manager_.reset();
    timers_.clear();
    manager_ = std::make_unique<GameManager>(
        *store_, [](std::function<void()>) { FAIL() << "no engine in games between players"; },
        [this] { return steady_; },
        [this](int64_t delay_ms, std::function<void()> job) {
          timers_.push_back({delay_ms, std::move(job)});
        });
    manager_->set_calendar([this] { return calendar_; });
    lobby_ = std::make_unique<Lobby>(*manager_);
  }

  struct Client {
    std::shared_ptr<testing::RecordingWatcher> connection = std::make_shared<testing::RecordingWatcher>();
    std::unique_ptr<MessageHandler> handler;
    std::vector<json> say(const json& message) {
      handler->handle(message.dump());
      return connection->take();
    }
    std::vector<json> say_text(const std::string& text) {
      handler->handle(text);
      return connection->take();
    }
  };
  Client client() {
    Client c;
    c.handler = std::make_unique<MessageHandler>(*manager_, c.connection, nullptr, lobby_.get());
    return c;
  }

  static std::string one_error(const std::vector<json>& replies) {
    EXPECT_EQ(replies.size(), 1u) << json(replies).dump();
    if (replies.size() != 1 || replies[0]["type"] != "error")
      return "(no error: " + json(replies).dump() + ")";
    return replies[0]["message"];
  }
  // The last reply of a type (a copy: the replies are often a temporary), or null.
  static std::optional<json> last_of(const std::vector<json>& replies, const std::string& type) {
    for (auto it = replies.rbegin(); it != replies.rend(); ++it)
      if ((*it)["type"] == type) return *it;
    return std::nullopt;
  }

  // Posts a seek from `c`; returns its id.
  static std::string post(Client& c, json seek) {
    seek["type"] = "seek";
    const std::vector<json> replies = c.say(seek);
    const std::optional<json> posted = last_of(replies, "seek-posted");
    EXPECT_TRUE(posted.has_value()) << json(replies).dump();
    return posted == nullptr ? "" : (*posted)["seek"].get<std::string>();
  }

  struct Timer {
    int64_t delay_ms;
    std::function<void()> job;
  };

  testing::TempDir temp_{"nightrider_lobby"};
  const std::filesystem::path& dir_ = temp_.path();
  int64_t steady_ = 5'000;
  int64_t calendar_ = kLobbyTestStart;
  std::deque<Timer> timers_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> manager_;
  std::unique_ptr<Lobby> lobby_;
};

TEST_F(WebLobby, SeekListedAcceptedPlayedAndWatched) {
  Client ann = client();
  Client bob = client();
  Client eve = client();
  // Bob and Eve watch the lobby, empty at first.
  std::vector<json> replies = bob.say({{"type", "lobby"}});
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0], (json{{"type", "lobby"}, {"seeks", json::array()}, {"games", json::array()}}));
  ASSERT_EQ(eve.say({{"type", "lobby"}}).size(), 1u);

  // Ann posts a 3+2 chess seek as White: she hears it posted and sees it as hers; the others see it live.
  const std::string seek = post(ann, {{"variant", "chess"},
                                      {"colour", "white"},
                                      {"clock", {{"minutes", 3}, {"increment", 2}}},
                                      {"nick", "Ann"}});
  ASSERT_EQ(seek.size(), 16u);
  const json listed = {{"seek", seek},
                       {"variant", "chess"},
                       {"colour", "white"},
                       {"nick", "Ann"},
                       {"clock", {{"minutes", 3}, {"increment", 2}}},
                       {"days", nullptr}};
  json mine = listed;
  mine["mine"] = true;
  json theirs = listed;
  theirs["mine"] = false;
  const std::vector<json> ann_heard = ann.connection->take();
  (void)ann_heard;
  replies = bob.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["seeks"], json::array({theirs}));
  EXPECT_EQ(eve.connection->take().at(0)["seeks"], json::array({theirs}));
  EXPECT_EQ(ann.say({{"type", "lobby"}}).at(0)["seeks"], json::array({mine}));

  // Bob accepts: both are told the game and their own seat; the seek leaves every list.
  replies = bob.say({{"type", "accept"}, {"seek", seek}, {"nick", "Bob"}});
  const std::optional<json> bob_match = last_of(replies, "matched");
  ASSERT_TRUE(bob_match.has_value()) << json(replies).dump();
  EXPECT_EQ((*bob_match)["colour"], "black");
  EXPECT_EQ((*bob_match)["opponent"], "Ann");
  EXPECT_EQ(last_of(replies, "lobby")->at("seeks"), json::array());
  replies = ann.connection->take();
  const std::optional<json> ann_match = last_of(replies, "matched");
  ASSERT_TRUE(ann_match.has_value()) << json(replies).dump();
  EXPECT_EQ((*ann_match)["colour"], "white");
  EXPECT_EQ((*ann_match)["opponent"], "Bob");
  const std::string game = (*ann_match)["game"];
  EXPECT_EQ((*bob_match)["game"], game);
  EXPECT_TRUE(valid_seat_token((*ann_match)["seat"].get<std::string>()));
  EXPECT_TRUE(valid_seat_token((*bob_match)["seat"].get<std::string>()));
  EXPECT_NE((*ann_match)["seat"], (*bob_match)["seat"]);
  EXPECT_EQ(lobby_->open_seeks(), 0u);
  // Eve's list has lost the seek too; accepting it now: gone.
  replies = eve.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["seeks"], json::array());
  EXPECT_EQ(one_error(eve.say({{"type", "accept"}, {"seek", seek}, {"nick", "Eve"}})),
            "the seek " + seek + " is no longer open");

  // The game pages join with their seats (new connections, as the pages open /game?id=…&seat=…).
  Client ann_game = client();
  Client bob_game = client();
  replies = ann_game.say({{"type", "join"}, {"game", game}, {"seat", (*ann_match)["seat"]}});
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[0]["seat"], "white");
  EXPECT_FALSE(replies[0].contains("invite")) << "the lobby's players each have their own seat already";
  EXPECT_EQ(replies[1]["players"], (json{{"white", "Ann"}, {"black", "Bob"}}));
  EXPECT_EQ(replies[1]["clock"]["initial"], 180000);
  bob_game.say({{"type", "join"}, {"game", game}, {"seat", (*bob_match)["seat"]}});
  // Eve, in the lobby, sees the game to watch, with both names and no move yet.
  replies = eve.connection->take();
  ASSERT_FALSE(replies.empty());
  EXPECT_EQ(replies.back()["games"], json::array({json{{"game", game},
                                                       {"variant", "chess"},
                                                       {"white", "Ann"},
                                                       {"black", "Bob"},
                                                       {"moves", 0},
                                                       {"clock", {{"minutes", 3}, {"increment", 2}}},
                                                       {"days", nullptr},
                                                       {"spectators", 0}}}));
  // Eve watches: she sees each move as it is played, and cannot move.
  Client eve_game = client();
  replies = eve_game.say({{"type", "join"}, {"game", game}});
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[0]["seat"], nullptr);
  ann_game.say({{"type", "move"}, {"game", game}, {"move", "e2e4"}});
  replies = eve_game.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 1u);
  EXPECT_EQ(replies[0]["moves"][0]["san"], "e4");
  bob_game.say({{"type", "move"}, {"game", game}, {"move", "e7e5"}});
  replies = eve_game.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"][1]["san"], "e5");
  EXPECT_EQ(replies[0]["turn"], "white");
  EXPECT_EQ(one_error(eve_game.say({{"type", "move"}, {"game", game}, {"move", "g1f3"}})),
            "you are watching this game: only the players move");
  // The lobby's list follows the moves and counts Eve.
  replies = eve.connection->take();
  ASSERT_FALSE(replies.empty());
  EXPECT_EQ(replies.back()["games"][0]["moves"], 2);
  EXPECT_EQ(replies.back()["games"][0]["spectators"], 1);
  // The PGN names the players.
  const std::string pgn = manager_->pgn(game);
  EXPECT_NE(pgn.find("[White \"Ann\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Black \"Bob\"]"), std::string::npos) << pgn;
  // Everyone leaves: the list says so, and still shows the game, whose clock runs: White's flag will
  // fall. When it does (the timer, 3 minutes and 2 seconds of White's time later), the game is over and
  // leaves the list.
  ann_game.handler.reset();
  bob_game.handler.reset();
  eve_game.handler.reset();
  replies = eve.connection->take();
  ASSERT_FALSE(replies.empty());
  ASSERT_EQ(replies.back()["games"].size(), 1u);
  EXPECT_EQ(replies.back()["games"][0]["spectators"], 0);
  steady_ += 182'000;
  std::deque<Timer> due = std::exchange(timers_, {});
  for (Timer& t : due) t.job();
  replies = eve.connection->take();
  ASSERT_FALSE(replies.empty());
  EXPECT_EQ(replies.back()["games"], json::array());
  EXPECT_EQ(manager_->state(game)["result"]["text"], "White's time is up — Black wins (0-1)");
}

TEST_F(WebLobby, RandomColourDrawnAtAcceptance) {
  Client ann = client();
  Client bob = client();
  const std::string seek = post(ann, {{"variant", "magnetic"}, {"colour", "random"}, {"nick", "Ann"}});
  EXPECT_EQ(bob.say({{"type", "lobby"}}).at(0)["seeks"][0]["colour"], "random");
  const std::vector<json> replies = bob.say({{"type", "accept"}, {"seek", seek}, {"nick", "Bob"}});
  const std::optional<json> bob_match = last_of(replies, "matched");
  ASSERT_TRUE(bob_match.has_value());
  const std::optional<json> ann_match = last_of(ann.connection->take(), "matched");
  ASSERT_TRUE(ann_match.has_value());
  EXPECT_NE((*ann_match)["colour"], (*bob_match)["colour"]);
  const json state = manager_->state((*ann_match)["game"]);
  EXPECT_EQ(state["variant"], "magnetic");
  EXPECT_EQ(state["clock"], nullptr);
  EXPECT_EQ(state["players"][(*ann_match)["colour"].get<std::string>()], "Ann");
  EXPECT_EQ(state["players"][(*bob_match)["colour"].get<std::string>()], "Bob");
}

TEST_F(WebLobby, SeeksGoWithTheirPosterAndMayBeWithdrawn) {
  Client ann = client();
  Client bob = client();
  bob.say({{"type", "lobby"}});
  const std::string first = post(ann, {{"variant", "chess"}, {"colour", "black"}, {"nick", "Ann"}});
  const std::string second = post(ann, {{"variant", "rococo"}, {"colour", "white"}, {"nick", "Ann"}});
  EXPECT_EQ(bob.connection->take().back()["seeks"].size(), 2u);
  // Only its poster withdraws a seek.
  EXPECT_EQ(one_error(bob.say({{"type", "unseek"}, {"seek", first}})), "only its poster may withdraw a seek");
  std::vector<json> replies = ann.say({{"type", "unseek"}, {"seek", first}});
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["seeks"].size(), 1u);
  EXPECT_EQ(replies[0]["seeks"][0]["seek"], second);
  EXPECT_EQ(one_error(ann.say({{"type", "unseek"}, {"seek", first}})), "no open seek " + first);
  replies = bob.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["seeks"].size(), 1u);
  // Ann's page closes: her seek goes, and Bob's list says so.
  ann.handler.reset();
  replies = bob.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["seeks"], json::array());
  EXPECT_EQ(one_error(bob.say({{"type", "accept"}, {"seek", second}, {"nick", "Bob"}})),
            "the seek " + second + " is no longer open");
}

TEST_F(WebLobby, BadLobbyMessagesGetOneErrorEach) {
  Client ann = client();
  const std::string nick_rule =
      "bad \"nick\" (1 to 20 letters, digits, spaces, - _ .; no space at either end)";
  const auto seek = [](json fields) {
    json message = {{"type", "seek"}, {"variant", "chess"}, {"colour", "white"}, {"nick", "Ann"}};
    if (!fields.is_null()) message.update(fields);
    return message;
  };
  EXPECT_EQ(one_error(ann.say(seek({{"nick", "<b>Ann</b>"}}))), nick_rule);
  EXPECT_EQ(one_error(ann.say(seek({{"nick", ""}}))), nick_rule);
  EXPECT_EQ(one_error(ann.say(seek({{"nick", " Ann"}}))), nick_rule);
  EXPECT_EQ(one_error(ann.say(seek({{"nick", std::string(21, 'a')}}))), nick_rule);
  EXPECT_EQ(one_error(ann.say(seek({{"nick", "Ann\u202e"}}))), nick_rule);
  EXPECT_EQ(one_error(ann.say(seek({{"nick", 7}}))), nick_rule);
  EXPECT_EQ(one_error(ann.say(seek({{"nick", nullptr}}))),
            "a seek needs a nickname (1 to 20 letters, digits, spaces, - _ .)");
  EXPECT_EQ(one_error(ann.say(seek({{"colour", "green"}}))), "bad \"colour\" (white, black or random)");
  EXPECT_EQ(one_error(ann.say(seek({{"colour", 1}}))), "\"colour\" must be a string");
  EXPECT_NE(one_error(ann.say(seek({{"variant", "nosuch"}}))).find("unknown variant"), std::string::npos);
  EXPECT_EQ(one_error(ann.say(seek({{"days", 0}}))), "bad \"days\" (days per move, a whole number 1 to 14)");
  EXPECT_EQ(one_error(ann.say(seek({{"days", 15}}))), "bad \"days\" (days per move, a whole number 1 to 14)");
  EXPECT_EQ(one_error(ann.say(seek({{"days", "3"}}))),
            "bad \"days\" (days per move, a whole number 1 to 14)");
  EXPECT_EQ(one_error(ann.say(seek({{"days", 3}, {"clock", {{"minutes", 5}}}}))),
            "a game has a \"clock\" or \"days\", not both");
  EXPECT_EQ(one_error(ann.say(seek({{"clock", {{"minutes", 0}}}}))),
            "bad \"clock\".\"minutes\" (a whole number, 1 to 180)");
  EXPECT_EQ(one_error(ann.say({{"type", "accept"}, {"nick", "Ann"}})), "missing \"seek\"");
  EXPECT_EQ(one_error(ann.say({{"type", "accept"}, {"seek", "0123456789abcdef"}})),
            "accepting a seek needs a nickname (1 to 20 letters, digits, spaces, - _ .)");
  EXPECT_EQ(one_error(ann.say({{"type", "accept"}, {"seek", "0123456789abcdef"}, {"nick", "Ann"}})),
            "the seek 0123456789abcdef is no longer open");
  EXPECT_EQ(one_error(ann.say({{"type", "unseek"}, {"seek", std::string(300, 'x')}})),
            "\"seek\" is too long");
  EXPECT_EQ(one_error(ann.say({{"type", "new"}, {"variant", "chess"}, {"engine", "black"}, {"days", 3}})),
            "correspondence (\"days\") is for games between two players: a friend or the lobby's seeks");
  // One's own seek cannot be accepted; a connection has at most three open.
  const std::string own = post(ann, seek({}));
  EXPECT_EQ(one_error(ann.say({{"type", "accept"}, {"seek", own}, {"nick", "Ann"}})),
            "this is your own seek: wait for someone to accept it");
  post(ann, seek({}));
  post(ann, seek({}));
  EXPECT_EQ(one_error(ann.say(seek({}))),
            "you have 3 open seeks already: withdraw one or wait for it to be accepted");
  EXPECT_EQ(lobby_->open_seeks(), 3u);
  // Without a lobby (a server built without one) the lobby messages are refused.
  Client alone;
  alone.handler = std::make_unique<MessageHandler>(*manager_, alone.connection);
  EXPECT_EQ(one_error(alone.say({{"type", "lobby"}})), "this server has no lobby");
  // The connection goes on.
  const std::vector<json> replies = ann.say({{"type", "ping"}});
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["type"], "pong");
}

TEST_F(WebLobby, TheServerHoldsAtMostAHundredSeeks) {
  std::vector<Client> posters;
  for (int i = 0; i < 34; ++i) posters.push_back(client());
  for (size_t i = 0; i < kMaxSeeks; ++i)
    post(posters[i / kMaxSeeksPerConnection], {{"variant", "chess"}, {"colour", "white"}, {"nick", "P"}});
  EXPECT_EQ(lobby_->open_seeks(), kMaxSeeks);
  EXPECT_EQ(one_error(posters[33].say(
                {{"type", "seek"}, {"variant", "chess"}, {"colour", "white"}, {"nick", "Q"}})),
            "the lobby is full (100 open seeks); try again later");
}

TEST_F(WebLobby, FriendsNameTheirSeats) {
  Client ann = client();
  std::vector<json> replies =
      ann.say({{"type", "new"}, {"variant", "chess"}, {"friend", "black"}, {"nick", "Ann"}});
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[1]["players"], (json{{"white", ""}, {"black", "Ann"}}));
  const std::string game = replies[0]["game"];
  const std::string invite = replies[0]["invite"]["token"];
  Client bob = client();
  replies = bob.say({{"type", "join"}, {"game", game}, {"seat", invite}, {"nick", "Bob"}});
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[1]["players"], (json{{"white", "Bob"}, {"black", "Ann"}}));
  // A name once given stays; a spectator's nickname names nobody.
  Client mallory = client();
  mallory.say({{"type", "join"}, {"game", game}, {"nick", "Mallory"}});
  Client bob_again = client();
  replies = bob_again.say({{"type", "join"}, {"game", game}, {"seat", invite}, {"nick", "Robert"}});
  EXPECT_EQ(replies.at(1)["players"], (json{{"white", "Bob"}, {"black", "Ann"}}));
  // The names come back from the store after a restart (the connections close first, as the server's
  // sessions leave the lobby before it goes).
  for (Client* c : {&ann, &bob, &mallory, &bob_again}) c->handler.reset();
  restart();
  EXPECT_EQ(manager_->state(game)["players"], (json{{"white", "Bob"}, {"black", "Ann"}}));
}

// Correspondence: the deadline is calendar time, stored, so it survives a restart and keeps running
// while the server is down.
TEST_F(WebLobby, CorrespondenceDeadlineSurvivesRestartsAndEndsTheGame) {
  Client ann = client();
  Client bob = client();
  const std::string seek =
      post(ann, {{"variant", "chess"}, {"colour", "white"}, {"days", 2}, {"nick", "Ann"}});
  EXPECT_EQ(ann.say({{"type", "lobby"}}).at(0)["seeks"][0]["days"], 2);
  const std::optional<json> bob_match =
      last_of(bob.say({{"type", "accept"}, {"seek", seek}, {"nick", "Bob"}}), "matched");
  ASSERT_TRUE(bob_match.has_value());
  const std::optional<json> ann_match_found = last_of(ann.connection->take(), "matched");
  ASSERT_TRUE(ann_match_found.has_value());
  const json ann_match = *ann_match_found;
  const json bob_seat = *bob_match;
  const std::string game = ann_match["game"];

  // Before White's first move no deadline runs (as the clocks).
  Client white = client();
  std::vector<json> replies = white.say({{"type", "join"}, {"game", game}, {"seat", ann_match["seat"]}});
  EXPECT_EQ(replies.at(1)["correspondence"],
            (json{{"days", 2}, {"running", nullptr}, {"deadline", nullptr}}));
  EXPECT_EQ(replies.at(1)["clock"], nullptr);
  EXPECT_TRUE(timers_.empty());
  white.say({{"type", "move"}, {"game", game}, {"move", "d2d4"}});
  // Black has two days from now.
  EXPECT_EQ(
      manager_->state(game)["correspondence"],
      (json{{"days", 2}, {"running", "black"}, {"deadline", kLobbyTestStart + 2 * kMillisecondsPerDay}}));
  ASSERT_EQ(timers_.size(), 1u);
  EXPECT_EQ(timers_.back().delay_ms, 2 * kMillisecondsPerDay);

  // The server goes down for a day and a half (every connection closed); Black then moves in time (12
  // hours left).
  for (Client* c : {&ann, &bob, &white}) c->handler.reset();
  restart();
  calendar_ += kMillisecondsPerDay + kMillisecondsPerDay / 2;
  Client black = client();
  replies = black.say({{"type", "join"}, {"game", game}, {"seat", bob_seat["seat"]}});
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[1]["result"], nullptr);
  EXPECT_EQ(replies[1]["correspondence"]["deadline"], kLobbyTestStart + 2 * kMillisecondsPerDay);
  ASSERT_EQ(timers_.size(), 1u);
  EXPECT_EQ(timers_.back().delay_ms, kMillisecondsPerDay / 2);
  black.say({{"type", "move"}, {"game", game}, {"move", "d7d5"}});
  const int64_t white_deadline = calendar_ + 2 * kMillisecondsPerDay;
  EXPECT_EQ(manager_->state(game)["correspondence"]["deadline"], white_deadline);

  // White's page is open when the deadline passes: a millisecond early the timer changes nothing, at
  // the deadline the flag falls and the page hears it.
  Client white_again = client();
  white_again.say({{"type", "join"}, {"game", game}, {"seat", ann_match["seat"]}});
  calendar_ = white_deadline - 1;
  std::deque<Timer> due = std::exchange(timers_, {});
  for (Timer& t : due) t.job();
  EXPECT_TRUE(white_again.connection->take().empty());
  ASSERT_FALSE(timers_.empty());
  EXPECT_EQ(timers_.back().delay_ms, 1);
  calendar_ = white_deadline;
  due = std::exchange(timers_, {});
  for (Timer& t : due) t.job();
  replies = white_again.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["result"],
            (json{{"score", "0-1"}, {"text", "White did not move within 2 days — Black wins (0-1)"}}));
  EXPECT_EQ(one_error(white_again.say({{"type", "move"}, {"game", game}, {"move", "c2c4"}})),
            "the game is over");
}

TEST_F(WebLobby, CorrespondenceDeadlinePassedWhileTheServerWasDown) {
  Client ann = client();
  std::vector<json> replies =
      ann.say({{"type", "new"}, {"variant", "chess"}, {"friend", "white"}, {"days", 1}, {"nick", "Ann"}});
  ASSERT_EQ(replies.size(), 2u);
  const std::string game = replies[0]["game"];
  const std::string invite = replies[0]["invite"]["token"];
  ann.say({{"type", "move"}, {"game", game}, {"move", "e2e4"}});
  ann.handler.reset();
  restart();
  // Black's day ran out while nobody had the game open and the server was down.
  calendar_ += kMillisecondsPerDay;
  Client bob = client();
  replies = bob.say({{"type", "join"}, {"game", game}, {"seat", invite}, {"nick", "Bob"}});
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[1]["result"],
            (json{{"score", "1-0"}, {"text", "Black did not move within 1 day — White wins (1-0)"}}));
  EXPECT_EQ(one_error(bob.say({{"type", "move"}, {"game", game}, {"move", "e7e5"}})), "the game is over");
  // Stored so: the next server says the same.
  bob.handler.reset();
  restart();
  EXPECT_EQ(manager_->state(game)["result"]["score"], "1-0");
}

}  // namespace
}  // namespace nightrider::web
