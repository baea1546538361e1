#include "support/variant_games.h"

#include <gtest/gtest.h>

#include <random>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "support/units_check.h"
#include "variants/variants.h"

namespace nightrider::testing {

int random_variant_games_round_trip(const std::string& variant, int games, int max_plies, uint32_t seed) {
  auto rules = make_variant(variant);
  std::mt19937 rng(seed);
  int plies_played = 0;
  for (int g = 0; g < games; ++g) {
    Position pos = start_position(*rules);
    std::vector<std::string> fens{to_fen(*rules, pos)};
    std::vector<uint64_t> hashes{pos.hash()};
    int plies = 0;
    for (; plies < max_plies; ++plies) {
      MoveList moves;
      rules->legal_moves(pos, moves);
      if (moves.empty()) break;
      const Move m = moves[rng() % moves.size()];
      rules->play(pos, m);
      fens.push_back(to_fen(*rules, pos));
      hashes.push_back(pos.hash());
      EXPECT_EQ(parse_fen(*rules, fens.back()).hash(), pos.hash())
          << variant << ": incremental hash differs from a fresh one after " << to_uci(*rules, pos, m)
          << " in " << fens.back();
      EXPECT_TRUE(units_match_board(pos))
          << variant << " after " << to_uci(*rules, pos, m) << " in " << fens.back();
      if (::testing::Test::HasFailure()) return plies_played;
    }
    plies_played += plies;
    for (int k = plies; k > 0; --k) {
      rules->undo(pos);
      EXPECT_EQ(to_fen(*rules, pos), fens[k - 1]) << variant << " game " << g << " undo of ply " << k;
      EXPECT_EQ(pos.hash(), hashes[k - 1]);
      EXPECT_TRUE(units_match_board(pos)) << variant << " game " << g << " undo of ply " << k;
      if (::testing::Test::HasFailure()) return plies_played;
    }
    EXPECT_EQ(pos.moves_played(), 0u);
  }
  return plies_played;
}

}  // namespace nightrider::testing
