// One game of a match: the opening (random legal plies from the start position, seeded) and the game
// runner, which asks the players for moves and adjudicates by the rules (mate, king captured, stalemate,
// fifty moves, repetition, dead material) and by a cap on the number of plies.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "core/move.h"
#include "core/outcome.h"
#include "core/position.h"
#include "match/player.h"
#include "rules/rules.h"

namespace nightrider::match {

constexpr int kDefaultMaxPlies = 300;
constexpr int kDefaultOpeningPlies = 4;

struct Opening {
  std::string fen;               // the position the game starts from
  std::vector<std::string> san;  // the random plies that led there from the start position
};

// `plies` random legal moves from the variant's start position, drawn from `seed`; openings after which
// the game is already over (by the rules, draw claims included) are drawn again. Throws
// std::runtime_error if no opening is found in many tries (a variant where every line ends at once).
Opening random_opening(const Rules& rules, int plies, uint64_t seed);

struct GameRecord {
  std::string start_fen;
  std::vector<std::string> opening_san;  // how the start position was reached (may be empty)
  std::vector<Move> moves;
  std::vector<std::string> san;         // SAN with side effects (to_san), one per move
  Outcome outcome;                      // never Ongoing once the game is played
  double seconds = 0;                   // wall time of the whole game
  double thinking_seconds[2] = {0, 0};  // time spent choosing moves by White, Black
  int moves_made[2] = {0, 0};           // moves chosen by White, Black
};

struct GameConfig {
  int max_plies = kDefaultMaxPlies;  // a game still going after this many plies is a draw
};

// Plays a game from the opening's position; the players are told new_game with their seeds first. A
// player that forfeits (match::Forfeit: an external engine too late, silent or illegal) loses the game,
// the reason naming the side and the fault ("White lost on time: …"). Throws FenError for a bad opening
// FEN, std::logic_error if a built-in player answers an illegal move.
GameRecord play_game(const Rules& rules, const Opening& opening, Player& white, Player& black,
                     uint64_t white_seed, uint64_t black_seed, const GameConfig& config);

// The reason a game stopped at the ply cap, e.g. "move cap (300 plies)".
std::string move_cap_reason(int max_plies);

}  // namespace nightrider::match
