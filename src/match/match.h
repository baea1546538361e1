// A match between two players: G games on T worker threads, in pairs that share a random opening and
// swap colours, with the result from player A's point of view.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "match/elo.h"
#include "match/game.h"
#include "match/player.h"
#include "rules/rules.h"

namespace nightrider::match {

struct MatchConfig {
  PlayerSpec a, b;
  int games = 2;
  int threads = 2;  // worker threads, one game each; every engine player searches with one thread
  int opening_plies = kDefaultOpeningPlies;
  uint64_t seed = 1;
  int max_plies = kDefaultMaxPlies;
  // Openings from a book (`--book`): pair k starts from book[(offset + k) mod size], the offset drawn
  // from `seed`; a match plays each line at most once (see most_book_games). Empty: random openings of
  // `opening_plies` plies.
  std::vector<Opening> book;
};

struct MatchGame {
  int index = 0;  // 0-based; games 2k and 2k+1 share opening k, A has White in the even one
  bool a_white = true;
  GameRecord record;
  double a_score() const;  // 1, 0.5 or 0
};

struct Tally {
  int wins = 0, draws = 0, losses = 0;  // of player A
  int games() const { return wins + draws + losses; }
  void add(const MatchGame& game);
};

struct MatchResult {
  std::vector<MatchGame> games;  // the games played, in game order (all of them unless stopped early)
  Tally tally;
  double seconds = 0;  // wall time of the match
};

// Called once per finished game, in the order games finish, never by two threads at once; `tally`
// counts every game finished so far.
using GameFinished = std::function<void(const MatchGame& game, const Tally& tally)>;

// The seed of one random stream of a match (the opening of a pair, a player in a game).
uint64_t derive_seed(uint64_t match_seed, uint64_t index, uint64_t stream);

// Asked before each game is started; true ends the match early (the games being played are finished).
using StopMatch = std::function<bool()>;

// The most games a match can play from a book of `openings` lines with each line once, both colours.
// Node- and depth-limited games are deterministic, so a line played twice repeats its games, and a
// statistic that counts the copies as new games (an SPRT's confidence) overstates what it knows.
inline int most_book_games(size_t openings) {
  return openings > 1000000 ? 2000000 : static_cast<int>(2 * openings);
}

// Plays the match. The openings and every player's random choices come from `seed`, so a match of
// depth- or node-limited engines, random and greedy players is the same on every run. Rethrows the
// first error a game raised (after the other workers stopped). Throws BookError (match/book.h) when the
// book has fewer lines than the match has pairs.
MatchResult run_match(const Rules& rules, const MatchConfig& config, const GameFinished& on_game = {},
                      const StopMatch& stop = {});

// The opening of pair `pair` (0-based) of a match with this configuration.
Opening match_opening(const Rules& rules, const MatchConfig& config, int pair);

}  // namespace nightrider::match
