// Clocks in the web application (src/web/game.h, game_manager.h): the time each move takes comes off
// the mover's clock and the increment goes on, a flag falls by the game's timer even if nobody moves, a
// move after it is refused, a take-back restores the times, the clocks survive a restart (the downtime
// charged to nobody) and a database from before the clocks gains their columns. The time is the test's
// own (a counter it advances) and the timers are held until the test fires them: nothing sleeps.
#include <gtest/gtest.h>
#include <sqlite3.h>

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

// The test's clock and the timers the manager set, held until the test fires them.
struct FakeTime {
  int64_t now = 1'000'000;
  struct Timer {
    int64_t delay_ms;
    std::function<void()> job;
  };
  std::deque<Timer> timers;
  TimeSource source() {
    return [this] { return now; };
  }
  TimerScheduler scheduler() {
    return [this](int64_t delay_ms, std::function<void()> job) {
      timers.push_back({delay_ms, std::move(job)});
    };
  }
  // Fires the timers set so far (not those they set in turn).
  void fire() {
    std::deque<Timer> due = std::exchange(timers, {});
    for (Timer& t : due) t.job();
  }
};

using testing::HeldJobs;

class WebClock : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<GameStore>(dir_);
    restart();
  }
  void TearDown() override {
    manager_.reset();
    store_.reset();
  }
  // A new manager on the same database, as after the server was killed and started again.
  void restart() {
    manager_.reset();
    time_.timers.clear();
    manager_ = std::make_unique<GameManager>(*store_, held_.runner(), time_.source(), time_.scheduler());
  }

  struct Client {
    std::shared_ptr<testing::RecordingWatcher> connection = std::make_shared<testing::RecordingWatcher>();
    std::unique_ptr<MessageHandler> handler;
    void say(const json& message) { handler->handle(message.dump()); }
  };
  Client client() {
    Client c;
    c.handler = std::make_unique<MessageHandler>(*manager_, c.connection);
    return c;
  }

  // A new game through the protocol; returns its id.
  std::string new_game(Client& c, json request) {
    request["type"] = "new";
    c.say(request);
    const std::vector<json> replies = c.connection->take();
    EXPECT_EQ(replies.size(), 1u);
    EXPECT_EQ(replies.at(0)["type"], "state") << replies.at(0).dump();
    return replies.at(0)["game"];
  }
  // Moves and returns the replies.
  std::vector<json> move(Client& c, const std::string& id, const std::string& text) {
    c.say(json{{"type", "move"}, {"game", id}, {"move", text}});
    return c.connection->take();
  }
  json clock(const std::string& id) { return manager_->state(id)["clock"]; }
  static json reading(int64_t white, int64_t black, const char* running, int64_t initial, int64_t increment) {
    return {{"white", white},
            {"black", black},
            {"running", running == nullptr ? json(nullptr) : json(running)},
            {"initial", initial},
            {"increment", increment}};
  }

  testing::TempDir temp_{"nightrider_clock"};
  const std::filesystem::path& dir_ = temp_.path();
  FakeTime time_;
  HeldJobs held_;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> manager_;
};

TEST_F(WebClock, EachMoveTakesItsTimeAndAddsTheIncrement) {
  Client c = client();
  const std::string id =
      new_game(c, {{"variant", "chess"}, {"engine", "none"}, {"clock", {{"minutes", 3}, {"increment", 2}}}});
  EXPECT_EQ(clock(id), reading(180000, 180000, nullptr, 180000, 2000));  // no clock runs before 1. e4
  time_.now += 5000;
  move(c, id, "e2e4");  // White's first move costs nothing and gains the increment
  EXPECT_EQ(clock(id), reading(182000, 180000, "black", 180000, 2000));
  time_.now += 7000;
  EXPECT_EQ(clock(id), reading(182000, 173000, "black", 180000, 2000));  // Black's clock runs
  const std::vector<json> replies = move(c, id, "e7e5");
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["clock"], reading(182000, 175000, "white", 180000, 2000));
  time_.now += 10500;
  move(c, id, "g1f3");
  EXPECT_EQ(clock(id), reading(173500, 175000, "black", 180000, 2000));
  // A game without a clock has none in its state.
  Client other = client();
  const std::string untimed = new_game(other, {{"variant", "chess"}, {"engine", "none"}});
  EXPECT_TRUE(clock(untimed).is_null());
}

TEST_F(WebClock, TheFlagFallsByTheTimerAndALaterMoveIsRefused) {
  Client c = client();
  const std::string id = new_game(c, {{"variant", "chess"}, {"engine", "none"}, {"clock", {{"minutes", 3}}}});
  EXPECT_TRUE(time_.timers.empty());  // nothing runs yet
  move(c, id, "e2e4");
  ASSERT_EQ(time_.timers.size(), 1u);
  EXPECT_EQ(time_.timers[0].delay_ms, 180000);
  time_.now += 179999;
  time_.fire();  // a millisecond early: nothing happens, the timer is set again for the rest
  EXPECT_TRUE(c.connection->take().empty());
  ASSERT_EQ(time_.timers.size(), 1u);
  EXPECT_EQ(time_.timers[0].delay_ms, 1);
  time_.now += 1;
  time_.fire();
  const std::vector<json> sent = c.connection->take();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["result"], json({{"score", "1-0"}, {"text", "Black's time is up — White wins (1-0)"}}));
  EXPECT_EQ(sent[0]["clock"], reading(180000, 0, nullptr, 180000, 0));
  EXPECT_TRUE(sent[0]["legal"].empty());
  EXPECT_TRUE(time_.timers.empty());
  const std::vector<json> refused = move(c, id, "e7e5");
  ASSERT_EQ(refused.size(), 1u);
  EXPECT_EQ(refused[0], json({{"type", "error"}, {"message", "the game is over"}}));
  c.say(json{{"type", "takeback"}, {"game", id}});
  EXPECT_EQ(c.connection->take().at(0)["message"], "the game is over: the time is up");
  EXPECT_NE(manager_->pgn(id).find("[Result \"1-0\"]"), std::string::npos);
}

TEST_F(WebClock, AMoveAfterTheTimeIsUpIsRefusedBeforeTheTimerFires) {
  Client c = client();
  const std::string id = new_game(
      c, {{"variant", "magnetic"}, {"engine", "none"}, {"clock", {{"minutes", 1}, {"increment", 1}}}});
  move(c, id, "e2e4");
  time_.now += 61000;  // Black had 60 s
  const std::vector<json> replies = move(c, id, "d7d5");
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[0]["result"]["text"], "Black's time is up — White wins (1-0)");
  EXPECT_EQ(replies[1], json({{"type", "error"}, {"message", "Black's time is up"}}));
  EXPECT_EQ(manager_->state(id)["moves"].size(), 1u);
  time_.fire();  // the timer comes late and finds the game over
  EXPECT_TRUE(c.connection->take().empty());
}

TEST_F(WebClock, ATakeBackRestoresTheTimesBeforeTheMovesTakenBack) {
  Client c = client();
  const std::string id =
      new_game(c, {{"variant", "chess"}, {"engine", "none"}, {"clock", {{"minutes", 5}, {"increment", 3}}}});
  move(c, id, "e2e4");
  time_.now += 4000;
  move(c, id, "e7e5");
  time_.now += 9000;
  move(c, id, "g1f3");
  EXPECT_EQ(clock(id), reading(297000, 299000, "black", 300000, 3000));  // 303 s - 9 s + 3 s
  time_.now += 2000;
  c.say(json{{"type", "takeback"}, {"game", id}});  // two at one board: one move
  EXPECT_EQ(c.connection->take().at(0)["clock"], reading(303000, 299000, "white", 300000, 3000));
  time_.now += 1000;  // White's turn starts again at the take-back
  EXPECT_EQ(clock(id), reading(302000, 299000, "white", 300000, 3000));
}

TEST_F(WebClock, AGameAgainstTheEngineChargesItsThinkingTime) {
  Client c = client();
  const std::string id = new_game(c, {{"variant", "chess"},
                                      {"engine", "black"},
                                      {"level", 1},
                                      {"clock", {{"minutes", 3}, {"increment", 2}}}});
  move(c, id, "e2e4");
  ASSERT_EQ(held_.jobs.size(), 1u);
  time_.now += 300;
  held_.run_all();
  EXPECT_EQ(clock(id), reading(182000, 181700, "white", 180000, 2000));
  EXPECT_EQ(manager_->state(id)["moves"].size(), 2u);
}

TEST_F(WebClock, TheEngineLosesOnTimeWhileItThinks) {
  Client c = client();
  const std::string id =
      new_game(c, {{"variant", "antiking2"}, {"engine", "black"}, {"level", 1}, {"clock", {{"minutes", 1}}}});
  move(c, id, "e2e4");
  ASSERT_EQ(held_.jobs.size(), 1u);  // the engine's search, not run yet
  ASSERT_EQ(time_.timers.size(), 1u);
  time_.now += 60000;
  time_.fire();
  const std::vector<json> sent = c.connection->take();
  ASSERT_EQ(sent.size(), 1u);
  EXPECT_EQ(sent[0]["result"]["text"], "Black's time is up — White wins (1-0)");
  held_.run_all();  // its answer comes too late and is dropped
  EXPECT_EQ(manager_->state(id)["moves"].size(), 1u);
  EXPECT_FALSE(manager_->state(id)["thinking"].get<bool>());
}

TEST_F(WebClock, TheEnginesMoveTimeComesFromItsClock) {
  EXPECT_EQ(clock_movetime(180000, 2000), 7000);
  EXPECT_EQ(clock_movetime(300000, 0), 10000);
  EXPECT_EQ(clock_movetime(900, 3000), 300);  // never more than a third of what is left
  EXPECT_EQ(clock_movetime(20, 0), 10);
}

TEST_F(WebClock, TheClocksSurviveARestartAndTheDowntimeIsChargedToNobody) {
  std::string id;
  {
    Client c = client();
    id = new_game(
        c, {{"variant", "rococo"}, {"engine", "none"}, {"clock", {{"minutes", 10}, {"increment", 5}}}});
    move(c, id, manager_->state(id)["legal"][0]["uci"].get<std::string>());
    time_.now += 12000;
    move(c, id, manager_->state(id)["legal"][0]["uci"].get<std::string>());
    EXPECT_EQ(clock(id), reading(605000, 593000, "white", 600000, 5000));
    time_.now += 3000;  // White thinks 3 s, then the server dies
  }
  restart();
  time_.now += 3600000;  // down for an hour
  Client back = client();
  back.say(json{{"type", "join"}, {"game", id}});
  const std::vector<json> replies = back.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["clock"], reading(605000, 593000, "white", 600000, 5000));
  ASSERT_EQ(time_.timers.size(), 1u);  // the flag timer is set again at the join
  EXPECT_EQ(time_.timers[0].delay_ms, 605000);
  time_.now += 1000;
  move(back, id, manager_->state(id)["legal"][0]["uci"].get<std::string>());
  EXPECT_EQ(clock(id), reading(609000, 593000, "black", 600000, 5000));
  // A flag that fell before the restart is still down after it.
  time_.now += 593000;
  time_.fire();
  time_.fire();
  EXPECT_EQ(manager_->state(id)["result"]["score"], "1-0");
  back.handler.reset();  // the page closes while its manager still exists (its handler leaves the game)
  restart();
  EXPECT_EQ(manager_->state(id)["result"]["text"], "Black's time is up — White wins (1-0)");
  EXPECT_EQ(manager_->state(id)["clock"], reading(609000, 0, nullptr, 600000, 5000));
}

TEST_F(WebClock, BadClocksGetOneErrorEach) {
  Client c = client();
  for (const json& bad :
       {json("5+0"), json({{"minutes", 0}}), json({{"minutes", 1.5}}), json({{"minutes", 181}}),
        json({{"minutes", 3}, {"increment", -1}}), json({{"increment", 2}}), json({{"minutes", "3"}})}) {
    c.say(json{{"type", "new"}, {"variant", "chess"}, {"clock", bad}});
    const std::vector<json> replies = c.connection->take();
    ASSERT_EQ(replies.size(), 1u) << bad.dump();
    EXPECT_EQ(replies[0]["type"], "error") << bad.dump();
  }
  c.say(json{{"type", "new"}, {"variant", "chess"}, {"friend", "white"}, {"clock", {{"minutes", 0}}}});
  EXPECT_EQ(c.connection->take().at(0)["message"], "bad \"clock\".\"minutes\" (a whole number, 1 to 180)");
  c.say(json{{"type", "ping"}});
  EXPECT_EQ(c.connection->take().at(0)["type"], "pong");
}

TEST_F(WebClock, AGameBetweenFriendsHasClocksToo) {
  Client c = client();
  c.say(json{{"type", "new"},
             {"variant", "chess"},
             {"friend", "white"},
             {"clock", {{"minutes", 15}, {"increment", 10}}}});
  const std::vector<json> replies = c.connection->take();
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[1]["clock"], reading(900000, 900000, nullptr, 900000, 10000));
}

TEST(WebClockStore, KeepsTheClocksAndUpgradesAnOldDatabase) {
  const testing::TempDir temp("nightrider_clockstore");
  const std::filesystem::path& dir = temp.path();
  // The table as the games between friends left it: seats but no clocks, with one game in it.
  sqlite3* db = nullptr;
  ASSERT_EQ(sqlite3_open((dir / "games.sqlite").c_str(), &db), SQLITE_OK);
  ASSERT_EQ(
      sqlite3_exec(db,
                   "CREATE TABLE games (id TEXT PRIMARY KEY, variant TEXT NOT NULL, start_fen TEXT NOT NULL,"
                   " moves TEXT NOT NULL, engine_side TEXT NOT NULL, level INTEGER NOT NULL,"
                   " updated TEXT NOT NULL DEFAULT (datetime('now')), white_seat TEXT NOT NULL DEFAULT '',"
                   " black_seat TEXT NOT NULL DEFAULT '', host_side TEXT NOT NULL DEFAULT 'white');"
                   "INSERT INTO games (id, variant, start_fen, moves, engine_side, level) VALUES"
                   " ('00000000000000dd', 'chess', 'x', 'e2e4', 'black', 2);",
                   nullptr, nullptr, nullptr),
      SQLITE_OK);
  sqlite3_close(db);
  {
    GameStore store(dir);
    const std::optional<GameRecord> old = store.load("00000000000000dd");
    ASSERT_TRUE(old.has_value());
    EXPECT_EQ(old->moves, std::vector<std::string>{"e2e4"});
    EXPECT_FALSE(old->time_control.timed());
    EXPECT_TRUE(old->clocks.empty());
    EXPECT_FALSE(old->flagged.has_value());
    GameRecord timed = *old;
    timed.id = "00000000000000ee";
    timed.time_control = {300000, 2000};
    timed.clocks = {{300000, 300000}, {302000, 300000}};
    timed.flagged = Colour::Black;
    store.save(timed);
  }
  GameStore reopened(dir);
  const std::optional<GameRecord> loaded = reopened.load("00000000000000ee");
  ASSERT_TRUE(loaded.has_value());
  EXPECT_EQ(loaded->time_control.initial_ms, 300000);
  EXPECT_EQ(loaded->time_control.increment_ms, 2000);
  EXPECT_EQ(loaded->clocks, (std::vector<ClockReading>{{300000, 300000}, {302000, 300000}}));
  EXPECT_EQ(loaded->flagged, Colour::Black);
}

}  // namespace
}  // namespace nightrider::web
