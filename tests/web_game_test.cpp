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

TEST(WebGame, ListsTheSquaresAMagneticMoveDisplaced) {
  Game game = Game::start(kId, "magnetic", play::EngineSide::None, 1);
  EXPECT_EQ(game.state()["effects"], nlohmann::json::array());
  game.play("e2e4");  // the e-pawns attract: e7 is drawn to e5
  EXPECT_EQ(game.state()["effects"], nlohmann::json::parse(R"([{"kind":"displace","from":"e7","to":"e5"}])"));
  EXPECT_EQ(game.moves()[0].effects, game.state()["effects"]);
  game.play("d7d5");  // the d-pawns attract (d2 to d4); the black pawn on d5 repels e5 along the rank to h5
  EXPECT_EQ(game.moves()[1].san, "d5 (d2-d4, e5-h5)");
  EXPECT_EQ(game.state()["effects"], nlohmann::json::parse(R"([{"kind":"displace","from":"d2","to":"d4"},
                                                               {"kind":"displace","from":"e5","to":"h5"}])"));
  game.take_back();  // the effects shown are the last move's
  EXPECT_EQ(game.state()["effects"], nlohmann::json::parse(R"([{"kind":"displace","from":"e7","to":"e5"}])"));
}

// A Game from a position (a record with its own start and no moves).
Game game_from(const std::string& variant, const std::string& fen) {
  GameRecord record;
  record.id = kId;
  record.variant = variant;
  record.start_fen = fen;
  record.engine_side = play::EngineSide::None;
  return Game::replay(record);
}

TEST(WebGame, ListsTheUnitsARococoMoveTookAndSwapped) {
  // The pushme-pullyu d6-h6 withdraws from the bishop on c6 and approaches the rook on i6: both go.
  Game capture = game_from("rococo", "10/1k8/10/10/2bQ4r1/10/10/10/8K1/10 w - - 0 1");
  capture.play("d6h6");
  EXPECT_EQ(capture.state()["effects"],
            nlohmann::json::parse(R"([{"kind":"capture","square":"c6"},{"kind":"capture","square":"i6"}])"));
  // The rook on c3 swaps places with the king on h8.
  Game swap = game_from("rococo", "10/10/7k2/10/10/10/2n7/2R7/8K1/10 w - - 0 1");
  swap.play("c3h8");
  EXPECT_EQ(swap.state()["effects"], nlohmann::json::parse(R"([{"kind":"swap","from":"h8","to":"c3"}])"));
  EXPECT_EQ(swap.state()["last"], nlohmann::json::array({"c3", "h8"}));
  EXPECT_EQ(swap.moves()[0].description,
            "White R<->h8: the black king goes h8–c3 (swapped); the white swapper goes c3–h8");
}

TEST(WebGame, ListsAnOrdinaryCaptureInAntiKingChess) {
  Game game = Game::start(kId, "antiking2", play::EngineSide::None, 1);
  for (const char* move : {"e2e4", "f7f5"}) game.play(move);
  EXPECT_EQ(game.state()["effects"], nlohmann::json::array());
  game.play("e4f5");
  EXPECT_EQ(game.state()["effects"], nlohmann::json::parse(R"([{"kind":"capture","square":"f5"}])"));
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
