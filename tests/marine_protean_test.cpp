// Popeye's marine pawn and ship, the reverse pawn, Protean chess and Marine chess: the walks on
// positions of our own, the reverse pawn's double step and promotion, the capturer's new kind, the
// marine promotions and the triton's castling; perft two ways (make/undo and rebuilt from FENs) and
// random games whose journal undoes every move.
#include <gtest/gtest.h>

#include <memory>
#include <set>
#include <string>
#include <vector>

#include "conditions/walks/marine_chess.h"
#include "notation/fen.h"
#include "rules/letter_for_new_kind.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// Marine chess's rule set with the marine pawn added, promoting to the marine pieces (as the solver's
// problem setup lists them for a diagram with one).
std::shared_ptr<Rules> marine_pawn_rules() {
  std::shared_ptr<Rules> rules = build_variant("chess");
  conditions::marine_chess_condition().apply(*rules, {});
  rules->use_piece(PieceKind::MarinePawn, letter_for_new_kind(*rules, PieceKind::MarinePawn).value_or('?'));
  rules->use_piece(PieceKind::MarineShip, letter_for_new_kind(*rules, PieceKind::MarineShip).value_or('?'));
  rules->params().own_promotion_kinds = {
      {PieceKind::MarinePawn,
       {PieceKind::Sirene, PieceKind::Triton, PieceKind::Nereide, PieceKind::MarineKnight}}};
  return rules;
}

std::string fen_of(const Rules& rules, const std::vector<std::pair<const char*, Piece>>& units,
                   Colour to_move) {
  const std::string fen = to_fen(rules, with_units(rules, units, to_move));
  return fen;
}

TEST(MarinePawn, StepsAsAPawnTakesAsALocustAndPromotesToTheMarinePieces) {
  auto rules = marine_pawn_rules();
  const Piece mp(PieceKind::MarinePawn, Colour::White);
  const std::string fen = fen_of(*rules,
                                 {{"e1", Piece(PieceKind::King, Colour::White)},
                                  {"a1", Piece(PieceKind::King, Colour::Black)},
                                  {"b2", mp},
                                  {"f4", mp},
                                  {"d7", mp},
                                  {"g5", Piece(PieceKind::Knight, Colour::Black)},
                                  {"e5", Piece(PieceKind::Pawn, Colour::Black)},
                                  {"c8", Piece(PieceKind::Rook, Colour::Black)}},
                                 Colour::White);
  // b2: one and two steps; f4: over e5 to d6 and over g5 to h6, the step f5; d7: four promotions.
  EXPECT_EQ(unit_moves(*rules, fen, "b2").size(), 2u);
  EXPECT_EQ(unit_moves(*rules, fen, "f4").size(), 3u);
  EXPECT_EQ(unit_moves(*rules, fen, "d7").size(), 4u);
  // The capture takes the knight passed and lands behind it.
  EXPECT_EQ(unit_after(*rules, parse_fen(*rules, fen), "f4", "h6", "g5"), Piece());
  EXPECT_EQ(unit_after(*rules, parse_fen(*rules, fen), "f4", "h6", "h6"), mp);
}

TEST(MarinePawn, TakesEnPassantLandingBehindTheSquarePassed) {
  auto rules = marine_pawn_rules();
  const std::string fen = fen_of(*rules,
                                 {{"h1", Piece(PieceKind::King, Colour::White)},
                                  {"a8", Piece(PieceKind::King, Colour::Black)},
                                  {"d5", Piece(PieceKind::MarinePawn, Colour::White)},
                                  {"e7", Piece(PieceKind::Pawn, Colour::Black)}},
                                 Colour::Black);
  const std::string after_double_step = after(*rules, fen, "e7e5");
  // d5 over e6 to f7, the pawn on e5 taken.
  Position pos = parse_fen(*rules, after_double_step);
  EXPECT_TRUE(legal(*rules, after_double_step, "d5f7"));
  EXPECT_EQ(unit_after(*rules, pos, "d5", "f7", "e5"), Piece());
}

TEST(ProteanChess, ACapturerOfAPawnBecomesAReversePawn) {
  auto rules = chess_with("ProteanChess");
  // The white knight takes the pawn on d6: a white reverse pawn there.
  const std::string fen = "k7/8/3p4/8/2N5/8/8/7K w - - 0 1";
  EXPECT_EQ(unit_after(*rules, parse_fen(*rules, fen), "c4", "d6", "d6"),
            Piece(PieceKind::ReversePawn, Colour::White));
  // RexExclusive: the king stays a king.
  auto exclusive = chess_with(ConditionList{{"ProteanChess", {"RexExclusive"}}});
  EXPECT_EQ(unit_after(*exclusive, parse_fen(*exclusive, "k7/8/8/8/8/8/6p1/7K w - - 0 1"), "h1", "g2", "g2"),
            Piece(PieceKind::King, Colour::White));
  EXPECT_EQ(unit_after(*rules, parse_fen(*rules, "k7/8/8/8/8/8/6p1/7K w - - 0 1"), "h1", "g2", "g2"),
            Piece(PieceKind::ReversePawn, Colour::White, kAttributeRoyal));
}

TEST(ProteanChess, TheReversePawnDoubleStepsFromItsSeventhRankAndPromotesOnItsFirst) {
  auto rules = chess_with("ProteanChess");
  const Piece pv(PieceKind::ReversePawn, Colour::White);
  const std::string fen = fen_of(*rules,
                                 {{"h1", Piece(PieceKind::King, Colour::White)},
                                  {"a8", Piece(PieceKind::King, Colour::Black)},
                                  {"f7", pv},
                                  {"b2", pv},
                                  {"g3", Piece(PieceKind::Pawn, Colour::Black)}},
                                 Colour::White);
  EXPECT_EQ(unit_moves(*rules, fen, "f7").size(), 2u);  // f6, f5
  EXPECT_EQ(unit_moves(*rules, fen, "b2").size(), 4u);  // b1 = Q, S, R, B
  // The double step opens en passant for Black's pawn beside it? None stands there: no square kept.
  const std::string stepped = after(*rules, fen, "f7f5");
  EXPECT_NE(stepped.find(" - "), std::string::npos);
}

TEST(MarineChess, PromotionsAndTheTritonsCastling) {
  auto rules = chess_with("MarineChess");
  std::set<PieceKind> promoted;
  const std::string fen = "7k/1P6/8/8/8/8/8/7K w - - 0 1";
  for (const std::string& m : condition_checks::legal_ucis(*rules, fen))
    if (m.compare(0, 4, "b7b8") == 0)
      promoted.insert(parse_fen(*rules, after(*rules, fen, m)).at(sq("b8")).kind());
  EXPECT_EQ(promoted, (std::set<PieceKind>{PieceKind::Sirene, PieceKind::Triton, PieceKind::Nereide,
                                           PieceKind::MarineKnight}));
}

TEST(MarineAndProtean, PerftTwoWaysAndRandomGames) {
  uint32_t seed = 251;
  {
    auto rules = chess_with("ProteanChess");
    EXPECT_EQ(expect_perft_two_ways(*rules), 3);
    random_games_round_trip(*rules, seed++);
  }
  // Marine and Ultramarine chess: from their own game arrays (marine pieces; under Ultramarine chess
  // Poseidons and marine pawns; the tritons castle).
  for (const char* condition : {"MarineChess", "UltramarineChess"}) {
    SCOPED_TRACE(condition);
    auto rules = chess_with(condition);
    const std::string start = to_fen(*rules, start_position(*rules));
    expect_perft_two_ways(*rules, {{start, 3}});
    random_games_round_trip(*rules, seed++, 60, 80, start);
  }
  // The marine pawns and ship in play.
  auto rules = marine_pawn_rules();
  const Piece mp(PieceKind::MarinePawn, Colour::White), bmp(PieceKind::MarinePawn, Colour::Black);
  const std::string fen = fen_of(*rules,
                                 {{"e1", Piece(PieceKind::King, Colour::White)},
                                  {"e8", Piece(PieceKind::King, Colour::Black)},
                                  {"b2", mp},
                                  {"c2", mp},
                                  {"f5", Piece(PieceKind::MarineShip, Colour::White)},
                                  {"d7", bmp},
                                  {"e7", bmp},
                                  {"g7", Piece(PieceKind::Pawn, Colour::Black)},
                                  {"c6", Piece(PieceKind::Knight, Colour::Black)},
                                  {"g3", Piece(PieceKind::Triton, Colour::Black)}},
                                 Colour::White);
  expect_perft_two_ways(*rules, {{fen, 3}});
}

}  // namespace
}  // namespace nightrider
