// The web application's game model (src/web/game.h): each variant from its start, moves validated,
// what a move did put in words, take-back against the engine, replay from a stored record, results in
// the variant's terms, PGN.
#include <gtest/gtest.h>

#include <string>

#include "variants/variants.h"
#include "web/game.h"

namespace nightrider::web {
namespace {

constexpr const char* kId = "0123456789abcdef";

TEST(WebGame, StartsEachVariantFromItsStartPosition) {
  for (const VariantInfo& info : all_variants()) {
    Game game = Game::start(kId, info.name, play::EngineSide::Black, 1);
    const nlohmann::json state = game.state();
    EXPECT_EQ(state["fen"], make_variant(info.name)->start_fen()) << info.name;
    EXPECT_EQ(state["turn"], "white");
    EXPECT_FALSE(state["legal"].empty()) << info.name;
    EXPECT_TRUE(state["result"].is_null());
    const int size = info.name == "rococo" ? 10 : 8;
    EXPECT_EQ(state["files"], size);
    EXPECT_EQ(state["ranks"], size);
    EXPECT_EQ(state["ring"], info.name == "rococo");
    for (const auto& move : state["legal"]) {
      EXPECT_TRUE(move.contains("from") && move.contains("to") && move.contains("uci") &&
                  move.contains("san"));
    }
  }
}

TEST(WebGame, RefusesUnknownVariantsAndLevels) {
  EXPECT_THROW(Game::start(kId, "nosuch", play::EngineSide::Black, 1), GameError);
  EXPECT_THROW(Game::start(kId, "chess", play::EngineSide::Black, 0), GameError);
  EXPECT_THROW(Game::start(kId, "chess", play::EngineSide::Black, kMaxLevel + 1), GameError);
  EXPECT_THROW(Game::start(kId, "chess", play::EngineSide::Both, 1), GameError);
  try {
    Game::start(kId, "x\ny", play::EngineSide::Black, 1);
    FAIL();
  } catch (const GameError& e) {
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos) << "one line";
  }
}

TEST(WebGame, RefusesIllegalMovesAndStaysAsItWas) {
  Game game = Game::start(kId, "chess", play::EngineSide::None, 1);
  const std::string before = game.state()["fen"];
  EXPECT_THROW(game.play("e2e5"), GameError);
  EXPECT_THROW(game.play(""), GameError);
  EXPECT_THROW(game.play("zz"), GameError);
  EXPECT_EQ(game.state()["fen"], before);
  game.play("Nf3");  // SAN is read too
  EXPECT_EQ(game.record().moves, std::vector<std::string>{"g1f3"});
}

TEST(WebGame, SaysWhatAMagneticMoveDisplaced) {
  Game game = Game::start(kId, "magnetic", play::EngineSide::None, 1);
  game.play("e2e4");  // the e-pawns attract: e7 is drawn to e5
  ASSERT_EQ(game.moves().size(), 1u);
  EXPECT_EQ(game.moves()[0].san, "e4 (e7-e5)");
  EXPECT_NE(game.moves()[0].description.find("the black pawn goes e7–e5 (magnetic field)"), std::string::npos)
      << game.moves()[0].description;
  EXPECT_EQ(game.state()["last"], nlohmann::json::array({"e2", "e4"}));
}

TEST(WebGame, TakesBackThePersonsMoveAndTheEngineReply) {
  Game game = Game::start(kId, "chess", play::EngineSide::Black, 1);
  EXPECT_THROW(game.take_back(), GameError);
  game.play("e2e4");
  game.play("e7e5");  // as the engine would
  game.play("g1f3");
  EXPECT_EQ(game.take_back(), 1u);  // the engine has not answered g1f3 yet
  EXPECT_EQ(game.take_back(), 2u);
  EXPECT_TRUE(game.moves().empty());
  EXPECT_EQ(game.state()["fen"], make_variant("chess")->start_fen());
}

TEST(WebGame, EngineAsWhiteHasNothingToTakeBackBeforeThePersonMoves) {
  Game game = Game::start(kId, "chess", play::EngineSide::White, 1);
  EXPECT_TRUE(game.engine_to_move());
  game.play("e2e4");
  EXPECT_FALSE(game.engine_to_move());
  EXPECT_THROW(game.take_back(), GameError);
}

TEST(WebGame, ReplaysAStoredRecord) {
  Game game = Game::start(kId, "rococo", play::EngineSide::Black, 3);
  const nlohmann::json legal = game.state()["legal"];
  game.play(legal[0]["uci"].get<std::string>());
  game.play(game.state()["legal"][0]["uci"].get<std::string>());
  Game again = Game::replay(game.record());
  EXPECT_EQ(again.state()["fen"], game.state()["fen"]);
  EXPECT_EQ(again.record().moves, game.record().moves);
  EXPECT_EQ(again.record().level, 3);

  GameRecord broken = game.record();
  broken.moves.push_back("a1a1");
  EXPECT_THROW(Game::replay(broken), GameError);
  broken = game.record();
  broken.variant = "nosuch";
  EXPECT_THROW(Game::replay(broken), GameError);
  broken = game.record();
  broken.start_fen = "garbage";
  EXPECT_THROW(Game::replay(broken), GameError);
}

TEST(WebGame, AnnouncesTheResultInTheVariantsTerms) {
  Game game = Game::start(kId, "chess", play::EngineSide::None, 1);
  for (const char* move : {"f2f3", "e7e5", "g2g4", "d8h4"}) game.play(move);
  const nlohmann::json state = game.state();
  EXPECT_EQ(state["result"]["score"], "0-1");
  EXPECT_EQ(state["result"]["text"], "Checkmate — Black wins (0-1)");
  EXPECT_TRUE(state["legal"].empty());
  EXPECT_THROW(game.play("e2e4"), GameError);
}

TEST(WebGame, WritesPgnWithTheVariant) {
  Game game = Game::start(kId, "antiking2", play::EngineSide::Black, 1);
  game.play("e2e4");
  const std::string pgn = game.pgn();
  EXPECT_NE(pgn.find("[Variant \"antiking2\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("[Black \"Nightrider\"]"), std::string::npos) << pgn;
  EXPECT_NE(pgn.find("1. e4"), std::string::npos) << pgn;
}

TEST(WebGame, KnowsItsIds) {
  EXPECT_TRUE(valid_game_id("0123456789abcdef"));
  EXPECT_FALSE(valid_game_id("0123456789ABCDEF"));
  EXPECT_FALSE(valid_game_id("0123456789abcde"));
  EXPECT_FALSE(valid_game_id("../../etc/passwd"));
  EXPECT_FALSE(valid_game_id("'; DROP TABLE x"));
}

}  // namespace
}  // namespace nightrider::web
