#include "match/game.h"

#include <algorithm>
#include <chrono>
#include <random>
#include <stdexcept>

#include "notation/fen.h"
#include "notation/move_text.h"

namespace nightrider::match {
namespace {

using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Has the side to move a move that ends the game in its favour?
bool wins_at_once(const Rules& rules, Position& pos) {
  const Colour side = pos.side_to_move();
  const Result win = side == Colour::White ? Result::WhiteWins : Result::BlackWins;
  MoveList moves;
  rules.legal_moves(pos, moves);
  for (const Move& m : moves) {
    rules.play(pos, m);
    const bool won = rules.outcome(pos, /*with_draw_claims=*/false).result == win;
    rules.undo(pos);
    if (won) return true;
  }
  return false;
}

}  // namespace

Opening random_opening(const Rules& rules, int plies, uint64_t seed) {
  constexpr int kTries = 1000;
  std::mt19937_64 random(seed);
  for (int attempt = 0; attempt < kTries; ++attempt) {
    Position pos = start_position(rules);
    Opening opening;
    bool ended = false;
    for (int ply = 0; ply < plies && !ended; ++ply) {
      MoveList moves;
      rules.legal_moves(pos, moves);
      if (moves.empty() || rules.rule_end(pos)) {
        ended = true;
        break;
      }
      const Move m = moves[static_cast<size_t>(random() % moves.size())];
      opening.san.push_back(to_san(rules, pos, m));
      rules.play(pos, m);
    }
    if (ended || rules.outcome(pos, /*with_draw_claims=*/true).result != Result::Ongoing) continue;
    // An opening whose side to move wins at once (random plies left a mate in one or the king en prise)
    // decides the game before either player has chosen a move: draw another.
    if (wins_at_once(rules, pos)) continue;
    opening.fen = to_fen(rules, pos);
    return opening;
  }
  throw std::runtime_error("no opening of " + std::to_string(plies) +
                           " plies that leaves the game going in " + std::to_string(kTries) + " tries");
}

std::string move_cap_reason(int max_plies) { return "move cap (" + std::to_string(max_plies) + " plies)"; }

GameRecord play_game(const Rules& rules, const Opening& opening, Player& white, Player& black,
                     uint64_t white_seed, uint64_t black_seed, const GameConfig& config) {
  const auto start = Clock::now();
  GameRecord record;
  record.start_fen = opening.fen;
  record.opening_san = opening.san;
  Position pos = parse_fen(rules, opening.fen);
  white.new_game(white_seed);
  black.new_game(black_seed);
  while (true) {
    record.outcome = rules.outcome(pos, /*with_draw_claims=*/true);
    if (record.outcome.result != Result::Ongoing) break;
    if (static_cast<int>(record.moves.size()) >= config.max_plies) {
      record.outcome = Outcome{Result::Draw, move_cap_reason(config.max_plies)};
      break;
    }
    const int side = pos.side_to_move() == Colour::White ? 0 : 1;
    Player& mover = side == 0 ? white : black;
    const auto think_start = Clock::now();
    Move m;
    try {
      m = mover.choose(rules, pos);
    } catch (const Forfeit& forfeit) {
      record.thinking_seconds[side] += seconds_since(think_start);
      record.outcome = Outcome{side == 0 ? Result::BlackWins : Result::WhiteWins,
                               std::string(side == 0 ? "White " : "Black ") + forfeit.what()};
      break;
    }
    record.thinking_seconds[side] += seconds_since(think_start);
    ++record.moves_made[side];
    MoveList legal;
    rules.legal_moves(pos, legal);
    if (std::find(legal.begin(), legal.end(), m) == legal.end())
      throw std::logic_error("a player chose an illegal move in " + to_fen(rules, pos));
    record.san.push_back(to_san(rules, pos, m));
    record.moves.push_back(m);
    rules.play(pos, m);
  }
  record.seconds = seconds_since(start);
  return record;
}

}  // namespace nightrider::match
