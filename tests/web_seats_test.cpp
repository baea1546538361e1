// Games between friends (src/web/game_manager.h, messages.h): the creator's seat and the invite seat,
// moves refused without the right seat token, for the side not to move and from spectators (each with
// one error while the game and the connection go on), every watcher hearing every move, who is present,
// and the seats coming back from the database for a new manager (a restarted server).
#include <gtest/gtest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/recording_watcher.h"
#include "support/temp_dir.h"
#include "web/game_manager.h"
#include "web/game_store.h"
#include "web/messages.h"

namespace nightrider::web {
namespace {

using nlohmann::json;

using Connection = testing::RecordingWatcher;

class WebSeats : public ::testing::Test {
 protected:
  void SetUp() override {
    store_ = std::make_unique<GameStore>(dir_);
    restart();
  }
  void TearDown() override {
    manager_.reset();
    store_.reset();
  }
  // A new manager on the same database, as after kill -9. The engine must never be asked to move.
  void restart() {
    manager_ = std::make_unique<GameManager>(*store_, [this](std::function<void()>) { ++engine_jobs_; });
  }

  struct Client {
    std::shared_ptr<Connection> connection = std::make_shared<Connection>();
    std::unique_ptr<MessageHandler> handler;
    std::vector<json> say(const json& message) {
      handler->handle(message.dump());
      return connection->take();
    }
  };
  Client client() {
    Client c;
    c.handler = std::make_unique<MessageHandler>(*manager_, c.connection);
    return c;
  }

  // The creator's "seat" message of a new chess game between friends, the creator taking `side`.
  static json create(Client& c, const std::string& side) {
    const std::vector<json> replies = c.say({{"type", "new"}, {"variant", "chess"}, {"friend", side}});
    EXPECT_EQ(replies.size(), 2u);
    EXPECT_EQ(replies.at(0)["type"], "seat") << replies.at(0).dump();
    EXPECT_EQ(replies.at(1)["type"], "state");
    EXPECT_TRUE(replies.at(1)["friends"].get<bool>());
    EXPECT_EQ(replies.at(1)["engine"], "none");
    return replies.at(0);
  }

  static std::vector<json> join(Client& c, const std::string& id, const std::string& seat = "") {
    json message = {{"type", "join"}, {"game", id}};
    if (!seat.empty()) message["seat"] = seat;
    return c.say(message);
  }

  static std::string one_error(const std::vector<json>& replies) {
    EXPECT_EQ(replies.size(), 1u);
    if (replies.size() != 1 || replies[0]["type"] != "error")
      return "(no error: " + json(replies).dump() + ")";
    return replies[0]["message"];
  }

  testing::TempDir temp_{"nightrider_seats"};
  const std::filesystem::path& dir_ = temp_.path();
  int engine_jobs_ = 0;
  std::unique_ptr<GameStore> store_;
  std::unique_ptr<GameManager> manager_;
};

json move(const std::string& id, const std::string& uci) {
  return {{"type", "move"}, {"game", id}, {"move", uci}};
}

TEST_F(WebSeats, TheCreatorGetsASeatAndTheInvite) {
  Client host = client();
  const json seat = create(host, "black");
  EXPECT_EQ(seat["seat"], "black");
  EXPECT_TRUE(valid_seat_token(seat["token"].get<std::string>()));
  EXPECT_EQ(seat["invite"]["seat"], "white");
  const std::string invite = seat["invite"]["token"];
  EXPECT_TRUE(valid_seat_token(invite));
  EXPECT_NE(invite, seat["token"]);
  const std::string id = seat["game"];
  EXPECT_EQ(invite.find(id), std::string::npos) << "a token is not made from the id";
  // The guest's seat message names its side but not the creator's token.
  Client guest = client();
  const std::vector<json> replies = join(guest, id, invite);
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[0]["seat"], "white");
  EXPECT_FALSE(replies[0].contains("invite"));
  EXPECT_EQ(replies[1]["present"], (json{{"white", true}, {"black", true}, {"spectators", 0}}));
  // A random side is one of the two; tokens differ from game to game.
  Client other = client();
  const json drawn = create(other, "random");
  EXPECT_TRUE(drawn["seat"] == "white" || drawn["seat"] == "black");
  EXPECT_NE(drawn["token"], seat["token"]);
}

TEST_F(WebSeats, OnlyTheSideToMoveMovesAndEveryoneSeesIt) {
  Client white = client();
  const json seat = create(white, "white");
  const std::string id = seat["game"];
  Client black = client();
  join(black, id, seat["invite"]["token"]);
  Client spectator = client();
  std::vector<json> replies = join(spectator, id);
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_TRUE(replies[0]["seat"].is_null());
  EXPECT_FALSE(replies[0].contains("token"));
  EXPECT_FALSE(replies[0].contains("invite"));
  white.connection->take();
  black.connection->take();

  EXPECT_NE(one_error(black.say(move(id, "e2e4"))).find("not your turn"), std::string::npos);
  EXPECT_NE(one_error(spectator.say(move(id, "e2e4"))).find("watching"), std::string::npos);
  EXPECT_TRUE(white.connection->take().empty()) << "a refused move is not broadcast";
  EXPECT_TRUE(manager_->state(id)["moves"].empty());

  replies = white.say(move(id, "e2e4"));
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 1u);
  EXPECT_EQ(black.connection->take().size(), 1u);
  EXPECT_EQ(spectator.connection->take().size(), 1u);
  EXPECT_NE(one_error(white.say(move(id, "d2d4"))).find("not your turn: Black to move"), std::string::npos);
  EXPECT_NE(one_error(spectator.say(move(id, "e7e5"))).find("watching"), std::string::npos);
  EXPECT_NE(one_error(black.say({{"type", "takeback"}, {"game", id}})).find("no take-backs"),
            std::string::npos);
  replies = black.say(move(id, "e7e5"));
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_EQ(replies[0]["moves"].size(), 2u);
  EXPECT_EQ(spectator.connection->take().size(), 1u);
  EXPECT_EQ(engine_jobs_, 0) << "the engine never moves between friends";
}

TEST_F(WebSeats, AWrongTokenIsRefusedAndChangesNothing) {
  Client white = client();
  const json seat = create(white, "white");
  const std::string id = seat["game"];
  Client stranger = client();
  EXPECT_NE(one_error(join(stranger, id, std::string(32, '0'))).find("not one of"), std::string::npos);
  EXPECT_NE(one_error(join(stranger, id, "short")).find("not one of"), std::string::npos);
  EXPECT_NE(one_error(stranger.say({{"type", "join"}, {"game", id}, {"seat", 7}})).find("must be a string"),
            std::string::npos);
  // A token of another game does not seat anyone here.
  Client other = client();
  const json elsewhere = create(other, "white");
  EXPECT_NE(one_error(join(stranger, id, elsewhere["token"])).find("not one of"), std::string::npos);
  // Not joined, so not playing: still refused, and the stranger's connection goes on.
  EXPECT_NE(one_error(stranger.say(move(id, "e2e4"))).find("no game yet"), std::string::npos);
  EXPECT_EQ(stranger.say({{"type", "ping"}}).at(0)["type"], "pong");
  // A seat token means nothing in a game against the engine.
  Client solo = client();
  const std::string solo_game =
      solo.say({{"type", "new"}, {"variant", "chess"}, {"engine", "black"}, {"level", 1}}).at(0)["game"];
  EXPECT_NE(one_error(join(stranger, solo_game, seat["token"])).find("not one of"), std::string::npos);
  EXPECT_NE(one_error(stranger.say({{"type", "new"}, {"variant", "chess"}, {"friend", "both"}}))
                .find("bad \"friend\""),
            std::string::npos);
  EXPECT_TRUE(manager_->state(id)["moves"].empty());
}

TEST_F(WebSeats, SeatsSurviveARestartAndAReload) {
  Client white = client();
  const json seat = create(white, "white");
  const std::string id = seat["game"];
  const std::string white_token = seat["token"];
  const std::string black_token = seat["invite"]["token"];
  white.say(move(id, "e2e4"));
  // As after kill -9: only the database is left.
  white.handler.reset();
  restart();
  Client black = client();
  std::vector<json> replies = join(black, id, black_token);
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[0]["seat"], "black");
  EXPECT_EQ(replies[1]["moves"].size(), 1u);
  EXPECT_EQ(black.say(move(id, "e7e5")).size(), 1u);
  // White reloads the page: the same link seats it again, with the invite shown again.
  Client reloaded = client();
  replies = join(reloaded, id, white_token);
  ASSERT_EQ(replies.size(), 2u);
  EXPECT_EQ(replies[0]["seat"], "white");
  EXPECT_EQ(replies[0]["invite"]["token"], black_token);
  EXPECT_EQ(replies[1]["present"], (json{{"white", true}, {"black", true}, {"spectators", 0}}));
  EXPECT_EQ(reloaded.say(move(id, "g1f3")).at(0)["moves"].size(), 3u);
  EXPECT_EQ(store_->load(id)->moves.size(), 3u);
  // Leaving is seen by the one who stays.
  black.connection->take();
  reloaded.handler.reset();
  replies = black.connection->take();
  ASSERT_EQ(replies.size(), 1u);
  EXPECT_FALSE(replies[0]["present"]["white"].get<bool>());
  EXPECT_EQ(engine_jobs_, 0);
}

}  // namespace
}  // namespace nightrider::web
