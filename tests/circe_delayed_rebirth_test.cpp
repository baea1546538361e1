// Circe's rebirths that wait for a later move (conditions/circe/circe.h RelevantCapture): Popeye's
// `Circe CaptureSquare WaitCapture` (the unit taken comes back on its capture square when the next
// capture is made), `Circe Parrain` and `ContraParrain` (the unit taken comes back on the next move,
// moved from its capture square by that move's vector or against it), and the capture-square rule at
// once; then AntiCirce's CaptureSquare, PWC (the seed's Fusil), Relaxed, RexExclusive and Para (the
// seed's Para-circé). Expected values are Popeye's (its corpus and runs of Popeye 4.104 on these
// positions), or the seed's rule text where Nightrider follows the seed.
#include <gtest/gtest.h>

#include <stdexcept>
#include <string>
#include <vector>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/condition_checks.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

using namespace condition_checks;

std::shared_ptr<const Rules> circe(std::vector<std::string> words) {
  return chess_with(ConditionList{{"Circe", std::move(words)}});
}
std::shared_ptr<const Rules> anticirce(std::vector<std::string> words) {
  return chess_with(ConditionList{{"AntiCirce", std::move(words)}});
}

// Chess with a condition named by its seed name (words), as the command line resolves it.
std::shared_ptr<const Rules> seed(const std::vector<std::string>& words) {
  const auto resolved = conditions::resolve_condition(words);
  if (!resolved) throw std::invalid_argument("no such seed name");
  auto rules = build_variant("chess");
  resolved->entry->apply(*rules, resolved->arguments);
  return rules;
}

// Plays the moves (UCI) one after the other; "illegal" as soon as one is not legal.
std::string after_moves(const Rules& rules, std::string fen, const std::vector<std::string>& moves) {
  for (const std::string& m : moves) {
    fen = after(rules, fen, m);
    if (fen == "illegal") break;
  }
  return fen;
}

TEST(CirceCaptureSquare, TheUnitTakenCanComeBackOnlyWhereTheCapturerDidNotLand) {
  // At once, on the capture square: the capturer stands there, so the unit is lost (Relaxed) ...
  EXPECT_EQ(after(*circe({"CaptureSquare"}), "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"),
            "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // ... or the capture illegal (Strict), but for en passant: Popeye's 1.d7-d5 e5*d6 ep.[+bPd5].
  EXPECT_FALSE(legal(*circe({"CaptureSquare", "Strict"}), "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"));
  EXPECT_EQ(after_moves(*circe({"CaptureSquare"}), "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d7d5", "e5d6"}),
            "4k3/8/3P4/3p4/8/8/8/4K3 b - - 0 2");
}

TEST(CirceCaptureSquare, WaitCaptureBringsTheUnitBackAtTheNextCapture) {
  const auto rules = circe({"CaptureSquare", "WaitCapture"});
  // The knight taken on d5 waits under d5 (the FEN's last field) while no capture is made ...
  const std::string taken = after(*rules, "4k3/p7/8/1p1n4/8/8/8/3QK3 w - - 0 1", "d1d5");
  EXPECT_EQ(taken, "4k3/p7/8/1p1Q4/8/8/8/4K3 b - - 0 1 nd5");
  const std::string waiting = after_moves(*rules, taken, {"a7a6", "d5c4"});
  EXPECT_EQ(waiting, "4k3/8/p7/1p6/2Q5/8/8/4K3 b - - 1 2 nd5");
  // ... and comes back on its capture square with the next capture, whoever makes it; the unit this
  // capture takes waits in its turn (fairy_cirsquar__023: 2.La5*c3[+wBc4]).
  EXPECT_EQ(after(*rules, waiting, "b5c4"), "4k3/8/p7/3n4/2p5/8/8/4K3 w - - 0 3 Qc4");
  // An occupied capture square loses it: the queen still stands on d5 when the rook takes.
  EXPECT_EQ(after_moves(*rules, "4k3/p7/8/3n4/8/8/8/R2QK3 w - - 0 1", {"d1d5", "e8e7", "a1a7"}),
            "8/R3k3/8/3Q4/8/8/8/4K3 b - - 0 2 pa7");
}

TEST(CirceParrain, TheUnitComesBackOnTheNextMoveByItsVector) {
  // fairy_circe__010: 1.h5-h6 g7*h6 2.Kh2-h1[+wBh5], the pawn taken on h6 moved one rank down.
  const std::string start = "k7/6p1/6P1/7P/8/8/7K/8 w - - 0 1";
  EXPECT_EQ(after_moves(*circe({"Parrain"}), start, {"h5h6", "g7h6", "h2h1"}),
            "k7/8/6Pp/7P/8/8/8/7K b - - 1 2");
  // ContraParrain: against the vector, one rank up (h7).
  EXPECT_EQ(after_moves(*circe({"ContraParrain"}), start, {"h5h6", "g7h6", "h2h1"}),
            "k7/7P/6Pp/8/8/8/8/7K b - - 1 2");
  // Between the two, the unit waits under its capture square; a vector leading off the board, or to
  // an occupied square, loses it.
  EXPECT_EQ(after_moves(*circe({"Parrain"}), start, {"h5h6", "g7h6"}), "k7/8/6Pp/8/8/8/7K/8 w - - 0 2 Ph6");
  EXPECT_EQ(after_moves(*circe({"Parrain"}), "k7/6p1/6P1/7P/8/8/7K/2R5 w - - 0 1", {"h5h6", "g7h6", "c1d1"}),
            "k7/8/6Pp/8/8/8/7K/3R4 b - - 1 2");
  // The pawn's own step up is a vector too: h6 + one rank, h7.
  EXPECT_EQ(after_moves(*circe({"Parrain"}), start, {"h5h6", "g7h6", "g6g7"}),
            "k7/6PP/7p/8/8/8/7K/8 b - - 0 2");
  // Castling moves the king two files and the rook two back: the vector is nil, the square occupied.
  EXPECT_EQ(after_moves(*circe({"Parrain"}), "r3k3/8/8/8/8/8/P7/4K2R b K - 0 1", {"a8a2", "e1g1"}),
            "4k3/8/8/8/8/8/r7/5RK1 b - - 1 2");
}

TEST(CirceParrain, APassBetweenTheCaptureAndTheNextMoveLosesTheUnit) {
  // Threats are found with a null move: the move after it brings back nothing (Popeye looks at the
  // previous move only, which took nothing).
  const auto rules = circe({"Parrain"});
  Position pos = parse_fen(*rules, "k7/6p1/6P1/7P/8/8/7K/8 w - - 0 1");
  for (const char* uci : {"h5h6", "g7h6"}) {
    auto m = parse_move(*rules, pos, uci);
    ASSERT_TRUE(m);
    rules->play(pos, *m);
  }
  ASSERT_EQ(pos.underworld().size(), 1u);
  Move pass;
  pass.kind = MoveKind::Null;
  pos.begin_move(pass);
  pos.end_move();
  auto m = parse_move(*rules, pos, "a8b8");
  ASSERT_TRUE(m);
  rules->play(pos, *m);
  EXPECT_TRUE(pos.underworld().empty());
  EXPECT_EQ(to_fen(*rules, pos), "1k6/8/6Pp/8/8/8/7K/8 w - - 2 3");
}

TEST(CirceTurncoats, TheRebornUnitChangesSide) {
  // fairy_bs_dblagent__002 (CirceDoubleAgents = Circe Mirror Turncoats): 3.Kd3*e3[+sBe2=w], the black
  // pawn reborn on White's e2 as a white pawn.
  EXPECT_EQ(after(*circe({"Mirror", "Turncoats"}), "8/8/8/8/8/3Kp3/8/1k6 w - - 0 1", "d3e3"),
            "8/8/8/8/8/4K3/4P3/1k6 b - - 0 1");
  // Plain Turncoats: the knight taken on d5 comes back on its own g8, White's.
  EXPECT_EQ(after(*circe({"Turncoats"}), "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"),
            "4k1N1/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  // A reborn pawn's promotion and change of side are not written yet.
  EXPECT_THROW(circe({"PWC", "Turncoats"}), std::invalid_argument);
  EXPECT_THROW(circe({"Turncoats", "RexInclusive"}), std::invalid_argument);
}

TEST(CirceDelayedRebirths, CombinationsNotFollowedYetAreRefused) {
  EXPECT_THROW(circe({"Parrain", "WaitCapture"}), std::invalid_argument);
  EXPECT_THROW(circe({"Parrain", "Strict"}), std::invalid_argument);
  EXPECT_THROW(circe({"WaitCapture", "Volcanic"}), std::invalid_argument);
  EXPECT_THROW(circe({"LastMove", "File"}), std::invalid_argument);
  EXPECT_THROW(circe({"WaitCapture", "Super"}), std::invalid_argument);
  EXPECT_THROW(anticirce({"Parrain"}), std::invalid_argument);
  EXPECT_THROW(anticirce({"Relaxed", "Clone"}), std::invalid_argument);
}

TEST(AntiCirceRebirthSquares, CaptureSquareAndPwc) {
  // CaptureSquare: the capturer is reborn where it took (a note, as Popeye's Rd2*d5[wRd5->d5]); under
  // Cheylan that capture is illegal; en passant sends the pawn to the pawn taken (e5*d6 ep.[wPd6->d5]),
  // Cheylan too.
  EXPECT_EQ(after(*anticirce({"CaptureSquare"}), "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"),
            "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
  EXPECT_FALSE(legal(*anticirce({"CaptureSquare", "Cheylan"}), "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"));
  for (const char* type : {"Calvet", "Cheylan"})
    EXPECT_EQ(after_moves(*anticirce({"CaptureSquare", type}), "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1",
                          {"d7d5", "e5d6"}),
              "4k3/8/8/3P4/8/8/8/4K3 b - - 0 2");
  // PWC (Fusil): back where it came from (Rd2*d4[wRd4->d2]); a pawn promotes first
  // (b7*a8=Q[wQa8->b7]).
  EXPECT_EQ(after(*anticirce({"PWC"}), "4k3/8/8/8/3n4/8/3R4/4K3 w - - 0 1", "d2d4"),
            "4k3/8/8/8/8/8/3R4/4K3 b - - 0 1");
  EXPECT_EQ(after(*anticirce({"PWC"}), "n3k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "b7a8q"),
            "4k3/1Q6/8/8/8/8/8/4K3 b - - 0 1");
  EXPECT_EQ(after(*seed({"Fusil"}), "4k3/8/8/8/3n4/8/3R4/4K3 w - - 0 1", "d2d4"),
            "4k3/8/8/8/8/8/3R4/4K3 b - - 0 1");
}

TEST(AntiCirceOccupiedRebirthSquare, RelaxedLosesTheCapturerParaLeavesIt) {
  // The white rook takes on a8 (light): its square h1 is occupied by its bishop.
  const std::string fen = "n3k3/8/8/8/8/8/8/R3K2B w - - 0 1";
  EXPECT_FALSE(legal(*anticirce({}), fen, "a1a8"));
  // Relaxed (Popeye): the capturer is lost, and a rook that would be lost taking the king still
  // checks it (1.b7-b8=R + with h1 occupied).
  EXPECT_EQ(after(*anticirce({"Relaxed"}), fen, "a1a8"), "4k3/8/8/8/8/8/8/4K2B b - - 0 1");
  EXPECT_TRUE(in_check(*anticirce({"Relaxed"}), "1R2k3/8/8/8/8/8/8/4K2B b - - 0 1"));
  EXPECT_FALSE(in_check(*anticirce({}), "1R2k3/8/8/8/8/8/8/4K2B b - - 0 1"));
  // Para (the seed's Para-circé): it stays where it took.
  EXPECT_EQ(after(*anticirce({"Para"}), fen, "a1a8"), "R3k3/8/8/8/8/8/8/4K2B b - - 0 1");
  EXPECT_EQ(after(*seed({"Para-circé"}), fen, "a1a8"), "R3k3/8/8/8/8/8/8/4K2B b - - 0 1");
  // (Anticircé échange, read literally: the capturer stands on the unit it took, Popeye's
  // AntiCirce CaptureSquare Calvet.)
  EXPECT_EQ(
      after_moves(*seed({"Anticircé", "échange"}), "4k3/3p4/8/4P3/8/8/8/4K3 b - - 0 1", {"d7d5", "e5d6"}),
      "4k3/8/8/3P4/8/8/8/4K3 b - - 0 2");
  EXPECT_EQ(after(*seed({"Anticircé", "échange"}), "4k3/8/8/3n4/8/8/8/3QK3 w - - 0 1", "d1d5"),
            "4k3/8/8/3Q4/8/8/8/4K3 b - - 0 1");
}

TEST(AntiCirceOccupiedRebirthSquare, RexExclusiveKingsStayWhereTheyTake) {
  // Popeye: 1.Ke2*d2 (the king stays), where plain AntiCirce sends it to e1 (Ke2*d2[wKd2->e1]).
  const std::string fen = "4k3/8/8/8/8/8/3p4/7K w - - 0 1";
  const std::string king_takes = "4k3/8/8/8/8/8/3pK3/8 w - - 0 1";
  EXPECT_EQ(after(*anticirce({"RexExclusive"}), king_takes, "e2d2"), "4k3/8/8/8/8/8/3K4/8 b - - 0 1");
  // (Reborn on e1, the king has its right back, as in Popeye.)
  EXPECT_EQ(after(*anticirce({}), king_takes, "e2d2"), "4k3/8/8/8/8/8/8/4K3 b [e1] - 0 1");
  EXPECT_TRUE(legal(*anticirce({"RexExclusive"}), fen, "h1g1"));
}

TEST(CirceDelayedRebirths, PerftTwoWaysAndRandomGames) {
  const std::vector<std::shared_ptr<const Rules>> rule_sets = {
      circe({"Parrain"}),          circe({"ContraParrain"}),      circe({"CaptureSquare", "WaitCapture"}),
      circe({"WaitCapture"}),      circe({"LastMove", "Mirror"}), circe({"Mirror", "Turncoats"}),
      anticirce({"PWC"}),          anticirce({"Relaxed"}),        anticirce({"Para", "RexExclusive"}),
      anticirce({"CaptureSquare"})};
  uint32_t seed = 211;
  for (const auto& rules : rule_sets) {
    SCOPED_TRACE(rules->name());
    expect_perft_two_ways(*rules);
    EXPECT_GT(random_games_round_trip(*rules, seed++), 0);
  }
}

}  // namespace
}  // namespace nightrider
