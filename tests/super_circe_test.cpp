// Choices made after the primary action (core/move.h ChoiceSlot, the choice hook), proven by Super-Circe
// and Anti-Super-Circe (conditions/circe/super_circe): one move per rebirth the mover may choose,
// counted on the board after the capture; a pawn reborn on its promotion rank promotes, one reborn on its
// first rank stands still; the slots of two choosing modules never overlap, and a rule set whose choices
// do not fit in a move is refused. Perft two ways and random games as for every condition.
#include "conditions/circe/super_circe.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

// The legal moves from `from` to `to` (UCI squares), in UCI with their choices.
std::vector<std::string> moves_between(const Rules& rules, const std::string& fen, const char* from,
                                       const char* to) {
  Position pos = parse_fen(rules, fen);
  MoveList legal;
  rules.legal_moves(pos, legal);
  std::vector<std::string> out;
  for (const Move& m : legal)
    if (m.from == sq(from) && m.to == sq(to)) out.push_back(to_uci(rules, pos, m));
  return out;
}

bool contains(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

TEST(ChoiceSlots, ModulesGetDisjointBitsAndTooManyAreRefused) {
  auto rules = build_variant("chess");
  const ChoiceSlot a = rules->reserve_choice("A", 10);
  const ChoiceSlot b = rules->reserve_choice("B", 5);
  EXPECT_EQ(a.shift, 0);
  EXPECT_EQ(b.shift, 10);
  Move m;
  m.set_choices(static_cast<uint16_t>(a.place(1000) | b.place(31)));
  EXPECT_EQ(a.get(m), 1000u);
  EXPECT_EQ(b.get(m), 31u);
  // The choice bits live beside the capture flag: neither disturbs the other.
  m.flags = kFlagCapture;
  m.set_choices(static_cast<uint16_t>(a.place(1023) | b.place(31)));
  EXPECT_TRUE(m.is_capture());
  EXPECT_EQ(b.get(m), 31u);
  try {
    rules->reserve_choice("C", 1);
    FAIL() << "a sixteenth bit was handed out";
  } catch (const std::invalid_argument& e) {
    EXPECT_EQ(std::string(e.what()),
              "C cannot be combined with A and B: their choices do not fit in one move");
  }
}

TEST(ChoiceSlots, TwoChoosingConditionsThatDoNotFitAreRefusedByName) {
  try {
    chess_with(ConditionList{{"Circe", {"Super"}}, {"AntiCirce", {"Super"}}});
    FAIL() << "Super-Circe with Anti-Super-Circe was accepted";
  } catch (const std::invalid_argument& e) {
    // (AntiCirce is added first, as in a problem: the one refused is Super-Circe, added after it.)
    EXPECT_EQ(std::string(e.what()),
              "Super-Circe cannot be combined with Anti-Super-Circe: their choices do not fit in one move");
  }
}

TEST(SuperCirce, TheCapturerChoosesAnyEmptySquareOrNone) {
  auto rules = chess_with(ConditionList{{"Circe", {"Super"}}});
  const std::string fen = "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1";
  const auto captures = moves_between(*rules, fen, "d1", "d5");
  // After Qxd5 61 squares are empty; a knight reborn on c2, d3, f3 or g2 would check White's king.
  EXPECT_EQ(captures.size(), 1u + 61u - 4u);
  EXPECT_TRUE(contains(captures, "d1d5"));  // no rebirth
  EXPECT_TRUE(contains(captures, "d1d5/+na1"));
  EXPECT_TRUE(contains(captures, "d1d5/+nd1"));  // where the queen came from
  EXPECT_FALSE(contains(captures, "d1d5/+nf3"));
  EXPECT_EQ(after(*rules, fen, "d1d5/+nh1"), "4k3/8/8/3Q4/8/8/8/4K2n b - - 0 1");
  EXPECT_EQ(after(*rules, fen, "d1d5"), "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // A move that takes nothing chooses nothing.
  EXPECT_EQ(moves_between(*rules, fen, "d1", "d4"), std::vector<std::string>{"d1d4"});
}

TEST(SuperCirce, StrictLeavesNoChoiceOfNoRebirth) {
  auto rules = chess_with(ConditionList{{"Circe", {"Super", "Strict"}}});
  const auto captures = moves_between(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1", "d5");
  EXPECT_EQ(captures.size(), 61u - 4u);
  EXPECT_FALSE(contains(captures, "d1d5"));
}

TEST(SuperCirce, APawnRebornOnItsPromotionRankPromotesAndOnItsFirstRankStandsStill) {
  auto rules = chess_with(ConditionList{{"Circe", {"Super"}}});
  const std::string fen = "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1";
  const auto captures = moves_between(*rules, fen, "d1", "d5");
  // On rank 1, Black's promotion rank, the reborn pawn becomes a queen, rook, bishop or knight (a queen
  // or rook there would check White's king along the rank: those are illegal).
  EXPECT_TRUE(contains(captures, "d1d5/+pa1/a1b"));
  EXPECT_TRUE(contains(captures, "d1d5/+pa1/a1n"));
  EXPECT_FALSE(contains(captures, "d1d5/+pa1/a1q"));
  EXPECT_TRUE(contains(captures, "d1d5/+ph1/h1b"));
  EXPECT_FALSE(contains(captures, "d1d5/+pa1"));
  EXPECT_TRUE(contains(captures, "d1d5/+ph8"));  // its own first rank
  EXPECT_EQ(after(*rules, fen, "d1d5/+pa1/a1n"), "4k3/8/8/3Q4/8/8/8/n3K3 b - - 0 1");
  // The pawn reborn on h8 neither moves nor gives check from there.
  const std::string still = "7p/8/8/8/8/8/8/k5K1 b - - 0 1";
  EXPECT_EQ(moves_between(*rules, still, "h8", "h7"), std::vector<std::string>{});
  EXPECT_FALSE(in_check(*rules, "6Kp/8/8/8/8/8/8/k7 w - - 0 1"));  // (a pawn on g7 would check)
}

TEST(SuperCirce, KingsAreNotReborn) {
  // A king is never taken in a legal game; what a king takes is reborn like any unit.
  auto rules = chess_with(ConditionList{{"Circe", {"Super"}}});
  const auto captures = moves_between(*rules, "4k3/8/8/8/8/8/3n4/4K3 w - - 0 1", "e1", "d2");
  EXPECT_GT(captures.size(), 50u);
}

TEST(AntiSuperCirce, TheCapturerGoesToAnyEmptySquareOrStaysUnderCalvet) {
  auto calvet = chess_with(ConditionList{{"AntiCirce", {"Super"}}});
  auto cheylan = chess_with(ConditionList{{"AntiCirce", {"Super", "Cheylan"}}});
  const std::string fen = "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1";
  const auto with_stay = moves_between(*calvet, fen, "d1", "d5");
  const auto without = moves_between(*cheylan, fen, "d1", "d5");
  // After Qxd5 the queen is reborn on one of the 61 empty squares (or stays, Calvet), except where it
  // would stand... anywhere: a queen never checks its own king.
  EXPECT_EQ(with_stay.size(), 62u);
  EXPECT_EQ(without.size(), 61u);
  EXPECT_TRUE(contains(with_stay, "d1d5/d5-d5"));
  EXPECT_FALSE(contains(without, "d1d5/d5-d5"));
  EXPECT_EQ(after(*calvet, fen, "d1d5/d5-a8"), "Q3k3/8/8/8/8/8/8/4K3 b - - 0 1");
}

TEST(AntiSuperCirce, APawnRebornOnItsLastRankPromotes) {
  auto rules = chess_with(ConditionList{{"AntiCirce", {"Super"}}});
  const std::string fen = "k7/p7/1P6/8/8/8/8/2K5 w - - 0 1";
  const auto captures = moves_between(*rules, fen, "b6", "a7");
  EXPECT_TRUE(contains(captures, "b6a7/a7-d8/d8q"));
  EXPECT_TRUE(contains(captures, "b6a7/a7-d8/d8n"));
  EXPECT_FALSE(contains(captures, "b6a7/a7-d8"));
  EXPECT_EQ(after(*rules, fen, "b6a7/a7-d8/d8q"), "k2Q4/8/8/8/8/8/8/2K5 b - - 0 1");
}

TEST(OptionalReplacement, ABishopKeepsItsSquareColourAndAPawnStaysOffTheEdgeRanks) {
  // RULES.md B52: Super-Circe, but a bishop goes only to a square of its own colour and a pawn never to
  // the first or eighth rank.
  auto rules = chess_with("Optional Replacement");
  // Qxd5 (light): the bishop may go to the 30 empty light squares (32 less d5 and e8; it could check
  // White's king on e1 only from dark squares), or nowhere.
  const std::string bishop = "4k3/8/8/3b4/8/8/8/3QK3 w - - 0 1";
  const auto bishops = moves_between(*rules, bishop, "d1", "d5");
  EXPECT_EQ(bishops.size(), 1u + 30u);
  EXPECT_TRUE(contains(bishops, "d1d5"));
  EXPECT_TRUE(contains(bishops, "d1d5/+bh1"));
  EXPECT_FALSE(contains(bishops, "d1d5/+ba1"));  // dark
  EXPECT_EQ(after(*rules, bishop, "d1d5/+bh1"), "4k3/8/8/3Q4/8/8/8/4K2b b - - 0 1");
  // A pawn: the 61 empty squares less the 14 empty ones of ranks 1 and 8, less c2 and e2's neighbour
  // d2 and f2, where it would check White's king (a black pawn on d2 or f2 takes e1).
  const std::string pawn = "4k3/8/8/3p4/8/8/8/3QK3 w - - 0 1";
  const auto pawns = moves_between(*rules, pawn, "d1", "d5");
  EXPECT_EQ(pawns.size(), 1u + 61u - 14u - 2u);
  EXPECT_FALSE(contains(pawns, "d1d5/+pa1/a1n"));
  EXPECT_FALSE(contains(pawns, "d1d5/+ph8"));
  EXPECT_TRUE(contains(pawns, "d1d5/+pa7"));
  EXPECT_FALSE(contains(pawns, "d1d5/+pd2"));
  // Other units go anywhere, as under Super-Circe.
  EXPECT_EQ(moves_between(*rules, "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1", "d5").size(), 1u + 61u - 4u);
  // Replacement is Super-Circe's word only.
  EXPECT_THROW(chess_with(ConditionList{{"Circe", {"Replacement"}}}), std::invalid_argument);
}

TEST(SuperCirce, PerftTwoWaysAndRandomGames) {
  const std::vector<std::pair<std::string, int>> positions = {
      {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 3},
      {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 2},
      {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 3}};
  for (const char* kind : {"Circe", "AntiCirce"}) {
    auto rules = chess_with(ConditionList{{kind, {"Super"}}});
    // Each has captures within its depth (the start: 1.e4 d5 2.exd5), so each count changes.
    EXPECT_EQ(expect_perft_two_ways(*rules, positions), 3) << kind;
    EXPECT_GT(random_games_round_trip(*rules, 47), 0) << kind;
  }
  auto replacement = chess_with("Optional Replacement");
  EXPECT_EQ(expect_perft_two_ways(*replacement, positions), 3);
  EXPECT_GT(random_games_round_trip(*replacement, 52), 0);
}

}  // namespace
}  // namespace nightrider
