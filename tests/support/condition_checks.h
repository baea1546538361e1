// Checks every condition's tests share: a move played from a FEN, legality of a move, perft with
// incremental make/undo against perft with every node rebuilt from its FEN, and random games whose
// undo restores each position and hash exactly.
#pragma once

#include <cstdint>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "rules/rules.h"

namespace nightrider::condition_checks {

Square sq(const char* name);  // "e4"

// Chess with conditions added by their Popeye names, each with its arguments, in order.
using ConditionList = std::vector<std::pair<std::string, std::vector<std::string>>>;
std::shared_ptr<const Rules> chess_with(const ConditionList& conditions);
std::shared_ptr<const Rules> chess_with(const std::string& condition);  // one, without arguments

// Plays a move given in UCI and returns the FEN after it ("illegal" if it is not a legal move).
std::string after(const Rules& rules, const std::string& fen, const std::string& uci);
// Is the move (UCI) legal in the position?
bool legal(const Rules& rules, const std::string& fen, const std::string& uci);
// Is the side to move in check?
bool in_check(const Rules& rules, const std::string& fen);
// The legal moves of the position, as coordinates ("e2e4") or as SAN with side effects ("Rb1+").
std::set<std::string> legal_ucis(const Rules& rules, const std::string& fen);
std::set<std::string> legal_sans(const Rules& rules, const std::string& fen);
// The legal moves of the unit on `from` as its square and the arrival square, "x" after a capture
// ("d4c5", "d4e5x"), sorted, a move kept as often as it is generated (promotions, choices).
std::vector<std::string> unit_moves(const Rules& rules, const std::string& fen, const char* from);
// The unit on `at` after the first legal move generated from `from` to `to` (a promotion: the queen's),
// or an empty square if there is no such move. For positions no FEN can write.
Piece unit_after(const Rules& rules, Position pos, const char* from, const char* to, const char* at);
// A position no FEN can write (neutral units, several kings): the units on their squares.
Position with_units(const Rules& rules, const std::vector<std::pair<const char*, Piece>>& units,
                    Colour to_move);

// Perft with every node's position rebuilt from its FEN (no make/undo below the root's copy).
uint64_t perft_rebuilt(const Rules& rules, const std::string& fen, int depth);
// On three positions (the start, "Kiwipete" and an ending): perft by make/undo equals perft rebuilt
// from FENs. Returns on how many of them the count differs from orthodox chess's (the condition changes
// something there).
int expect_perft_two_ways(const Rules& rules);
// The same on positions of the caller's (FEN, depth), for conditions under which those three are not
// positions (SAT: a king with a free square is in check).
int expect_perft_two_ways(const Rules& rules, const std::vector<std::pair<std::string, int>>& positions);
// 300 random games from the start (a quarter under AddressSanitizer: support/sampling.h): after every
// move the incremental hash is a fresh position's, and undoing every move gives back each FEN and hash.
// Returns the number of side effects seen (rebirths, relocations, stays).
int random_games_round_trip(const Rules& rules, uint32_t seed);
// The same with `games` games of at most `plies` plies each (the sweep over every condition, which
// cannot afford 300 games for each), from `start_fen` if given (Bicolores: the start position is none,
// its queens check both kings).
int random_games_round_trip(const Rules& rules, uint32_t seed, int games, int plies,
                            const std::string& start_fen = "");

}  // namespace nightrider::condition_checks
