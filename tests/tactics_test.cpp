// The tactics suite (tests/data/tactics.tsv): composed positions where the side to move wins by force
// in 2 or 3 moves (checkmate, anti-king mate, king capture) or, in Rococo, wins material with one key
// move. For every row the engine, on a fixed node budget and one thread, must play an accepted key and,
// for forced wins, report the win in exactly the row's number of moves. docs/tactics.md says how the
// positions were composed and checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/engine.h"
#include "support/test_paths.h"
#include "variants/variants.h"

namespace nightrider {
namespace {

// Forced wins stop as soon as the win is proved; a material tactic (no mate to prove) uses its whole
// budget, and its key is a capture the first iterations already see.
constexpr uint64_t kWinNodeBudget = 2'000'000;
constexpr uint64_t kMaterialNodeBudget = 200'000;

struct TacticsRow {
  int line = 0;  // in the file, for messages
  std::string variant, fen, theme;
  int moves = 0;  // moves to the forced win; 0 = a Rococo material tactic (key move only)
  std::vector<std::string> keys;
  std::string comment;
};

std::vector<std::string> split(const std::string& s, char sep) {
  std::vector<std::string> out;
  std::string field;
  std::istringstream in(s);
  while (std::getline(in, field, sep)) out.push_back(field);
  return out;
}

std::string tactics_path() { return std::string(nightrider::testing::test_data_dir()) + "/tactics.tsv"; }

// Rows of the file; a malformed row is kept with an empty variant so that the file test reports it.
std::vector<TacticsRow> tactics_rows() {
  std::vector<TacticsRow> rows;
  std::ifstream in(tactics_path());
  std::string line;
  for (int number = 1; std::getline(in, line); ++number) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty() || line[0] == '#') continue;
    const auto fields = split(line, '\t');
    TacticsRow row;
    row.line = number;
    if (fields.size() >= 5) {
      row.variant = fields[0];
      row.fen = fields[1];
      row.theme = fields[2];
      try {
        row.moves = std::stoi(fields[3]);
      } catch (const std::exception&) {
        row.moves = -1;
      }
      row.keys = split(fields[4], ',');
      if (fields.size() >= 6) row.comment = fields[5];
    }
    rows.push_back(row);
  }
  return rows;
}

std::string tactics_row_name(const ::testing::TestParamInfo<TacticsRow>& info) {
  std::string name = info.param.variant.empty() ? "bad" : info.param.variant;
  return name + "_line" + std::to_string(info.param.line);
}

bool wins_for(Result r, Colour side) {
  return (r == Result::WhiteWins && side == Colour::White) ||
         (r == Result::BlackWins && side == Colour::Black);
}

TEST(Tactics, FileRowsAreWellFormed) {
  const auto rows = tactics_rows();
  ASSERT_FALSE(rows.empty()) << "no rows in " << tactics_path();
  std::map<std::string, int> per_variant;
  for (const TacticsRow& row : rows) {
    SCOPED_TRACE("line " + std::to_string(row.line) + ": " + row.fen);
    auto rules = make_variant(row.variant);
    ASSERT_TRUE(rules) << "unknown variant '" << row.variant << "'";
    EXPECT_TRUE(row.moves == 2 || row.moves == 3 || (row.moves == 0 && row.variant == "rococo"))
        << "moves-to-win must be 2 or 3 (0 only for a Rococo material tactic)";
    EXPECT_FALSE(row.theme.empty());
    EXPECT_FALSE(row.comment.empty());
    Position pos = parse_fen(*rules, row.fen);  // throws on a bad FEN, failing the test
    EXPECT_EQ(rules->outcome(pos, false).result, Result::Ongoing) << "the game is already over";
    // The side that moved last left a legal position (its king not in check, its anti-king attacked).
    EXPECT_TRUE(rules->legal_after_play(pos, opposite(pos.side_to_move()))) << "illegal position";
    ASSERT_FALSE(row.keys.empty());
    for (const std::string& key : row.keys) {
      const auto m = parse_move(*rules, pos, key);
      ASSERT_TRUE(m.has_value()) << "key " << key << " is not a legal move";
      EXPECT_EQ(to_uci(*rules, pos, *m), key) << "keys are written in the coordinate form";
    }
    // Not already won in one move: no legal move ends the game in the mover's favour.
    const Colour side = pos.side_to_move();
    MoveList moves;
    rules->legal_moves(pos, moves);
    for (const Move& m : moves) {
      rules->play(pos, m);
      EXPECT_FALSE(wins_for(rules->outcome(pos, false).result, side))
          << to_uci(*rules, pos, m) << " wins at once";
      rules->undo(pos);
    }
    ++per_variant[row.variant];
  }
  for (const char* variant : {"chess", "antiking1", "antiking2", "magnetic", "antimagnetic", "rococo"})
    EXPECT_GE(per_variant[variant], 10) << variant;
}

class TacticsRowTest : public ::testing::TestWithParam<TacticsRow> {};

TEST_P(TacticsRowTest, EngineFindsTheWin) {
  const TacticsRow& row = GetParam();
  SCOPED_TRACE("line " + std::to_string(row.line) + ": " + row.variant + " " + row.fen + " (" + row.comment +
               ")");
  auto rules = make_variant(row.variant);
  ASSERT_TRUE(rules);
  const Position pos = parse_fen(*rules, row.fen);
  Engine engine;
  EngineOptions options;
  options.threads = 1;
  options.seed = 1;
  engine.set_options(options);
  SearchLimits limits;
  limits.nodes = row.moves > 0 ? kWinNodeBudget : kMaterialNodeBudget;
  const SearchResult result = engine.search(*rules, pos, limits);
  ASSERT_TRUE(result.best.has_value());
  const std::string best = to_uci(*rules, pos, *result.best);
  EXPECT_NE(std::find(row.keys.begin(), row.keys.end(), best), row.keys.end())
      << "engine played " << best << " (score " << result.score << ", depth " << result.depth << ")";
  if (row.moves > 0) {
    EXPECT_TRUE(is_mate_score(result.score) && result.score > 0)
        << "no forced win found: score " << result.score << ", depth " << result.depth;
    EXPECT_EQ(mate_in_moves(result.score), row.moves) << "score " << result.score;
  }
}

INSTANTIATE_TEST_SUITE_P(Tactics, TacticsRowTest, ::testing::ValuesIn(tactics_rows()), tactics_row_name);

}  // namespace
}  // namespace nightrider
