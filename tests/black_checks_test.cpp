// Black checks (conditions/obligations/black_checks.h), one position per clause: Black's moves all give
// check; without one Black passes ("--"), but not out of check; mate and stalemate ignore the
// obligation (Popeye); White is not bound. Perft two ways and random games.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/condition_checks.h"

namespace nightrider {
namespace {

using namespace condition_checks;

TEST(BlackChecks, EveryBlackMoveGivesCheck) {
  auto rules = chess_with("BlackChecks");
  EXPECT_EQ(legal_sans(*rules, "k7/8/8/8/8/8/1r6/4K3 b - - 0 1"), (std::set<std::string>{"Rb1+", "Re2+"}));
  // White moves as usual.
  EXPECT_EQ(legal_sans(*rules, "k7/8/8/8/8/8/8/1R2K3 w - - 0 1").size(), 15u);
}

TEST(BlackChecks, WithoutACheckBlackPassesButNotOutOfCheck) {
  auto rules = chess_with("BlackChecks");
  EXPECT_EQ(legal_sans(*rules, "k7/8/8/8/8/8/8/4K3 b - - 0 1"), (std::set<std::string>{"--"}));
  EXPECT_EQ(after(*rules, "k7/8/8/8/8/8/8/4K3 b - - 0 1", "--"), "k7/8/8/8/8/8/8/4K3 w - - 1 2");
  // In check with no checking escape: no move to play, though the king could step away ...
  const std::string checked = "k7/8/8/8/8/8/8/R3K3 b - - 0 1";
  EXPECT_TRUE(legal_sans(*rules, checked).empty());
  Position pos = parse_fen(*rules, checked);
  EXPECT_FALSE(rules->is_mate(pos));                   // ... so this is no mate (Popeye's goal test)
  EXPECT_EQ(rules->outcome(pos).reason, "checkmate");  // a game cannot go on, though
}

TEST(BlackChecks, MateAndStalemateIgnoreTheObligation) {
  auto rules = chess_with("BlackChecks");
  // fairy_rg_4_73_to_4_75__007 after 1.Qb4-b7+ Rh7*b7: Black has no move at all, stalemate.
  Position stale = parse_fen(*rules, "k7/1R6/2K5/8/8/8/8/8 b - - 0 2");
  EXPECT_TRUE(rules->is_stalemate(stale));
  Position mate = parse_fen(*rules, "k7/1Q6/2K5/8/8/8/8/8 b - - 0 2");
  EXPECT_TRUE(rules->is_mate(mate));
}

TEST(BlackChecks, PerftTwoWaysAndRandomGames) {
  auto rules = chess_with("BlackChecks");
  for (const char* fen :
       {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "k7/8/8/8/8/8/1r6/4K3 b - - 0 1",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R b KQkq - 0 1"}) {
    Position pos = parse_fen(*rules, fen);
    EXPECT_EQ(perft(*rules, pos, 3), perft_rebuilt(*rules, fen, 3)) << fen;
  }
  random_games_round_trip(*rules, 47);
}

}  // namespace
}  // namespace nightrider
