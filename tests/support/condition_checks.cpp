#include "condition_checks.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <random>
#include <stdexcept>
#include <utility>
#include <vector>

#include "conditions/registry.h"
#include "notation/fen.h"
#include "notation/move_text.h"
#include "search/perft.h"
#include "support/sampling.h"
#include "support/units_check.h"
#include "variants/variants.h"

namespace nightrider::condition_checks {

Square sq(const char* name) { return Square(name[0] - 'a', name[1] - '1'); }

std::shared_ptr<const Rules> chess_with(const ConditionList& conditions) {
  auto rules = build_variant("chess");
  std::vector<const conditions::ConditionEntry*> entries;
  std::vector<std::vector<std::string>> arguments;
  // A Popeye keyword, or a seed name (which brings the arguments of the seed's reading first).
  for (const auto& [name, words] : conditions) {
    const std::optional<conditions::ResolvedCondition> resolved = conditions::resolve_condition({name});
    if (!resolved) throw std::invalid_argument("unknown condition '" + name + "'");
    entries.push_back(resolved->entry);
    arguments.push_back(resolved->arguments);
    arguments.back().insert(arguments.back().end(), words.begin(), words.end());
  }
  for (size_t i : conditions::application_order(entries)) entries[i]->apply(*rules, arguments[i]);
  return rules;
}
std::shared_ptr<const Rules> chess_with(const std::string& condition) {
  return chess_with({{condition, {}}});
}

std::string after(const Rules& rules, const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(rules, fen);
  const auto m = parse_move(rules, pos, uci);
  if (!m) return "illegal";
  rules.play(pos, *m);
  return to_fen(rules, pos);
}

bool legal(const Rules& rules, const std::string& fen, const std::string& uci) {
  Position pos = parse_fen(rules, fen);
  return parse_move(rules, pos, uci).has_value();
}

bool in_check(const Rules& rules, const std::string& fen) {
  Position pos = parse_fen(rules, fen);  // (not const: a check hook may play a move and undo it)
  return rules.in_check(pos, pos.side_to_move());
}

namespace {
template <class Text>
std::set<std::string> legal_texts(const Rules& rules, const std::string& fen, Text&& text) {
  Position pos = parse_fen(rules, fen);
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::set<std::string> out;
  for (const Move& m : moves) out.insert(text(pos, m));
  return out;
}
}  // namespace

std::set<std::string> legal_ucis(const Rules& rules, const std::string& fen) {
  return legal_texts(rules, fen, [&](Position& pos, const Move& m) { return to_uci(rules, pos, m); });
}

std::vector<std::string> unit_moves(const Rules& rules, const std::string& fen, const char* from) {
  Position pos = parse_fen(rules, fen);
  MoveList moves;
  rules.legal_moves(pos, moves);
  std::vector<std::string> out;
  for (const Move& m : moves) {
    if (m.from != sq(from)) continue;
    std::string text = from;
    text += static_cast<char>('a' + m.to.file());
    text += static_cast<char>('1' + m.to.rank());
    if (m.is_capture()) text += 'x';
    out.push_back(text);
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::set<std::string> legal_sans(const Rules& rules, const std::string& fen) {
  return legal_texts(rules, fen, [&](Position& pos, const Move& m) { return to_san(rules, pos, m); });
}

Piece unit_after(const Rules& rules, Position pos, const char* from, const char* to, const char* at) {
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& m : moves)
    if (m.from == sq(from) && m.to == sq(to)) {
      rules.play(pos, m);
      return pos.at(sq(at));
    }
  return Piece();
}

Position with_units(const Rules& rules, const std::vector<std::pair<const char*, Piece>>& units,
                    Colour to_move) {
  Position pos(rules.geometry_ptr());
  for (const auto& [square, piece] : units) pos.put(sq(square), piece);
  pos.set_side_to_move(to_move);
  return pos;
}

uint64_t perft_rebuilt(const Rules& rules, const std::string& fen, int depth) {
  Position pos(rules.geometry_ptr());
  try {
    pos = parse_fen(rules, fen);
  } catch (const std::exception& e) {
    ADD_FAILURE() << "the FEN written after a move does not read back: " << fen << ": " << e.what();
    return 0;
  }
  if (depth == 0) return 1;
  MoveList moves;
  rules.legal_moves(pos, moves);
  if (depth == 1) return moves.size();
  uint64_t total = 0;
  for (const Move& m : moves) {
    Position child = parse_fen(rules, fen);
    rules.play(child, m);
    total += perft_rebuilt(rules, to_fen(rules, child), depth - 1);
  }
  return total;
}

int expect_perft_two_ways(const Rules& rules) {
  return expect_perft_two_ways(
      rules, {
                 {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4},
                 {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3},
                 {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4},
             });
}

int expect_perft_two_ways(const Rules& rules, const std::vector<std::pair<std::string, int>>& positions) {
  EXPECT_EQ(rules.fast_perft(), nullptr);  // the bitboard does not model the condition
  auto chess = make_variant("chess");
  int changed = 0;
  for (const auto& [fen, depth] : positions) {
    Position pos = parse_fen(rules, fen);
    const uint64_t incremental = perft(rules, pos, depth);
    // The rebuilt count (a FEN round trip at every node) is compared one ply shallower under the
    // sanitizer, where the two counts took half of the sanitizer tests' time; the full-depth count
    // still runs there, and the Release build compares both at full depth.
    const int compared_depth = testing::sampled_depth(depth);
    const uint64_t compared = compared_depth == depth ? incremental : perft(rules, pos, compared_depth);
    EXPECT_EQ(compared, perft_rebuilt(rules, fen, compared_depth)) << fen;
    // (A position of the condition that orthodox chess refuses -- an anti-king left unobserved is in
    // check -- is one where the condition changes something.)
    std::optional<Position> orthodox;
    try {
      orthodox = parse_fen(*chess, fen);
    } catch (const FenError&) {
      ++changed;
      continue;
    }
    if (incremental != perft(*chess, *orthodox, depth)) ++changed;
  }
  return changed;
}

int random_games_round_trip(const Rules& rules, uint32_t seed) {
  return random_games_round_trip(rules, seed, testing::sampled(300), 120);
}

int random_games_round_trip(const Rules& rules, uint32_t seed, int games, int max_plies,
                            const std::string& start_fen) {
  std::mt19937 rng(seed);
  int side_effects = 0;
  for (int game = 0; game < games; ++game) {
    Position pos = start_fen.empty() ? start_position(rules) : parse_fen(rules, start_fen);
    std::vector<std::string> fens{to_fen(rules, pos)};
    std::vector<uint64_t> hashes{pos.hash()};
    int plies = 0;
    for (; plies < max_plies; ++plies) {
      MoveList moves;
      rules.legal_moves(pos, moves);
      if (moves.empty()) break;
      rules.play(pos, moves[rng() % moves.size()]);
      for (const Effect& e : pos.last_side_effects())
        side_effects +=
            e.kind == EffectKind::Add || e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay;
      fens.push_back(to_fen(rules, pos));
      hashes.push_back(pos.hash());
      try {
        EXPECT_EQ(parse_fen(rules, fens.back()).hash(), pos.hash()) << fens.back();
      } catch (const std::invalid_argument& e) {
        ADD_FAILURE() << "the FEN after a legal move is refused: " << e.what() << ": " << fens.back()
                      << " (after " << fens[fens.size() - 2] << ")";
        return side_effects;
      }
      EXPECT_TRUE(testing::units_match_board(pos)) << fens.back();
    }
    for (int k = plies; k > 0; --k) {
      rules.undo(pos);
      EXPECT_EQ(to_fen(rules, pos), fens[static_cast<size_t>(k - 1)]);
      EXPECT_EQ(pos.hash(), hashes[static_cast<size_t>(k - 1)]);
      EXPECT_TRUE(testing::units_match_board(pos)) << fens[static_cast<size_t>(k - 1)];
    }
  }
  return side_effects;
}

}  // namespace nightrider::condition_checks
