#include "solver/help_targets.h"

#include <algorithm>
#include <cstdlib>
#include <set>

#include "solver/empty_board.h"
#include "variants/bitboard/orthodox8.h"

namespace nightrider::solver {
namespace {

namespace b8 = bitboard8;
using namespace empty_board;

using UnitList = std::vector<std::array<int8_t, 2>>;

uint64_t square_bit(int sq) { return uint64_t{1} << sq; }

// Does a unit of `type` on `from` attack `to` with the units of `occupied` and the `blocked` squares
// in its way? (Leapers jump; `to` itself is never blocked here.)
bool attacks_past(int type, bool white, int from, int to, uint64_t occupied, uint64_t blocked) {
  if (!attacks_on_empty_board(walk_of(type, white), from, to)) return false;
  if (type != b8::kBishop && type != b8::kRook && type != b8::kQueen) return true;
  const int df = (file_of(to) > file_of(from)) - (file_of(to) < file_of(from));
  const int dr = (rank_of(to) > rank_of(from)) - (rank_of(to) < rank_of(from));
  for (int sq = from + df + 8 * dr; sq != to; sq += df + 8 * dr)
    if (((occupied | blocked) >> sq) & 1) return false;
  return true;
}

// Moves for a pawn of `white` from `from` to stand on `to` as a pawn, on an empty board: one step
// forward a move (a double step from its first rank), a change of file taking a unit. kFar if it
// cannot.
int pawn_moves_to(bool white, int from, int to) {
  const int forward = white ? rank_of(to) - rank_of(from) : rank_of(from) - rank_of(to);
  const int files = std::abs(file_of(to) - file_of(from));
  if (forward < 0 || files > forward) return kFar;
  if (forward == 0) return from == to ? 0 : kFar;
  const bool start = white ? rank_of(from) == 1 : rank_of(from) == 6;
  return forward - (start && forward >= 2 && files <= forward - 2 ? 1 : 0);
}

// Ways for a unit of type `unit` to end on a placement (a pawn may promote to a piece): the moves it
// needs and the units it takes on the way (a pawn's changes of file), at least.
struct Way {
  int moves, takes;
};
template <class Each>
void ways(int unit, bool white, int from, const HelpTargets::Place& p, Each&& each) {
  if (unit != b8::kPawn) {
    if (unit != p.type) return;
    const int r = reach(unit, white, from, p.square);
    if (r < kFar) each(Way{r, 0});
    return;
  }
  if (p.type == b8::kPawn) {
    const int r = pawn_moves_to(white, from, p.square);
    if (r < kFar) each(Way{r, std::abs(file_of(p.square) - file_of(from))});
    return;
  }
  if (p.type == b8::kKing) return;
  const int last_rank = white ? 7 : 0;
  for (int file = 0; file < 8; ++file) {
    const int promotion = last_rank * 8 + file;
    const int to_promotion = pawn_moves_to(white, from, promotion);
    if (to_promotion >= kFar) continue;
    const int after = promotion == p.square ? 0 : reach(p.type, white, promotion, p.square);
    if (after >= kFar) continue;
    each(Way{to_promotion + after, std::abs(file - file_of(from))});
  }
}

// The fewest moves in which distinct `units` stand on `places`, their pawns taking at most `takes`
// units on the way, or more than `most` (the search stops there).
int assigned_moves(const UnitList& units, const std::vector<HelpTargets::Place>& places, bool white, int most,
                   int takes) {
  int best = most + 1;
  auto go = [&](auto&& self, size_t i, uint32_t used, int cost, int taken) -> void {
    if (cost >= best) return;
    if (i == places.size()) {
      best = cost;
      return;
    }
    const HelpTargets::Place& p = places[i];
    for (size_t u = 0; u < units.size(); ++u) {
      if ((used >> u) & 1) continue;
      ways(units[u][0], white, units[u][1], p, [&](const Way& w) {
        if (taken + w.takes <= takes)
          self(self, i + 1, used | (uint32_t{1} << u), cost + w.moves, taken + w.takes);
      });
    }
  };
  go(go, 0, 0, 0, 0);
  return best;
}

// The units a side's pawns may take at most: the other side's units but its king and the ones the
// target places (they stand in the final position; a placement of a type is filled by some unit).
int takeable(const UnitList& others, size_t others_placed) {
  int units = 0;
  for (const auto& u : others) units += u[0] != b8::kKing;
  return std::max(0, units - static_cast<int>(others_placed));
}

// With a single unit beside its king, the mating side pins nothing and checks with that unit alone: a
// placed unit of the mated side that takes the checking unit, or steps between it and the king, by a
// move no other unit can stand in the way of (a leap, a step next to where it stands) answers the check,
// and the target is no mate.
bool answers_lone_check(int type, bool white, int from, int checker, uint64_t line) {
  const bool slider = type == b8::kBishop || type == b8::kRook || type == b8::kQueen;
  auto unblockable = [&](int to) {
    return attacks_on_empty_board(walk_of(type, white), from, to) &&
           (!slider || king_distance(from, to) == 1);
  };
  if (unblockable(checker)) return true;
  for (uint64_t b = line; b; b &= b - 1) {
    const int sq = lowest_square(b);
    if (type == b8::kPawn) {
      if (sq == from + (white ? 8 : -8)) return true;
    } else if (unblockable(sq)) {
      return true;
    }
  }
  return false;
}

uint64_t squares_between(int from, int to) {
  uint64_t between = 0;
  const int df = (file_of(to) > file_of(from)) - (file_of(to) < file_of(from));
  const int dr = (rank_of(to) > rank_of(from)) - (rank_of(to) < rank_of(from));
  const bool line = file_of(from) == file_of(to) || rank_of(from) == rank_of(to) ||
                    std::abs(file_of(to) - file_of(from)) == std::abs(rank_of(to) - rank_of(from));
  if (!line) return 0;
  for (int sq = from + df + 8 * dr; sq != to; sq += df + 8 * dr) between |= square_bit(sq);
  return between;
}

}  // namespace

HelpTargets::Units HelpTargets::units_of(const Codes& codes) const {
  Units units;
  for (int sq = 0; sq < 64; ++sq) {
    const int code = codes[static_cast<size_t>(sq)];
    if (code < 0 || code >= b8::kOrthodoxEmpty) continue;
    const bool white = code < 6;
    const int8_t type = static_cast<int8_t>(code % 6);
    if (white == mated_white_) {
      if (type == b8::kKing)
        units.mated_king = sq;
      else
        units.mated.push_back({type, static_cast<int8_t>(sq)});
    } else {
      units.mating.push_back({type, static_cast<int8_t>(sq)});
    }
  }
  return units;
}

int HelpTargets::mated_count(const Units& units, const Target& t, int most) const {
  if (units.mated_king < 0) return most + 1;
  const int king = king_distance(units.mated_king, t.king_square);
  if (king > most) return most + 1;
  int placed = 0;  // (the mating king's placement aside)
  for (const Place& p : t.mating) placed += p.type != b8::kKing;
  return king + assigned_moves(units.mated, t.mated, mated_white_, most - king,
                               takeable(units.mating, static_cast<size_t>(placed)));
}

int HelpTargets::mating_count(const Units& units, const Target& t, int most) const {
  return assigned_moves(units.mating, t.mating, !mated_white_, most, takeable(units.mated, t.mated.size()));
}

void HelpTargets::within(const Codes& codes, int mated_moves, int mating_moves,
                         const std::vector<uint32_t>* candidates, std::vector<uint32_t>& out) const {
  out.clear();
  const Units units = units_of(codes);
  auto test = [&](uint32_t i) {
    const Target& t = targets_[i];
    if (mated_count(units, t, mated_moves) <= mated_moves &&
        mating_count(units, t, mating_moves) <= mating_moves)
      out.push_back(i);
  };
  if (candidates) {
    for (uint32_t i : *candidates) test(i);
  } else {
    for (uint32_t i = 0; i < targets_.size(); ++i) test(i);
  }
}

bool HelpTargets::build(const Codes& codes, bool castling, bool mated_white, int mated_moves,
                        int mating_moves, uint64_t blocked, size_t limit) {
  targets_.clear();
  mated_white_ = mated_white;
  if (castling) return false;
  const Units units = units_of(codes);
  bool mating_king = false;
  for (const auto& u : units.mating) mating_king = mating_king || u[0] == b8::kKing;
  if (units.mated_king < 0 || !mating_king) return false;
  const bool mating_white = !mated_white;
  // The types each side can have a unit of at the end (a pawn may promote).
  auto types_of = [](const UnitList& list, bool with_king) {
    std::vector<int8_t> types;
    bool pawn = false;
    for (const auto& u : list) pawn = pawn || u[0] == b8::kPawn;
    for (int8_t t = 0; t < 6; ++t) {
      if (t == b8::kKing && !with_king) continue;
      bool any = pawn && t != b8::kKing;
      for (const auto& u : list) any = any || u[0] == t;
      if (any) types.push_back(t);
    }
    return types;
  };
  const std::vector<int8_t> mating_types = types_of(units.mating, true);
  const std::vector<int8_t> mated_types = types_of(units.mated, false);
  auto pawn_may_stand = [](int sq) { return rank_of(sq) != 0 && rank_of(sq) != 7; };
  const bool lone_checker = units.mating.size() == 2;  // (the king and one unit)
  // Per type, the squares some unit of a side can stand on as that type within its moves (a quick test
  // before a placement is counted with the others).
  auto in_time = [](const UnitList& list, bool white, int moves) {
    std::array<uint64_t, 6> squares{};
    for (int8_t type = 0; type < 6; ++type)
      for (int8_t sq = 0; sq < 64; ++sq)
        for (const auto& u : list) {
          bool fits = false;
          ways(u[0], white, u[1], Place{type, sq}, [&](const Way& w) { fits = fits || w.moves <= moves; });
          if (fits) {
            squares[static_cast<size_t>(type)] |= square_bit(sq);
            break;
          }
        }
    return squares;
  };
  const std::array<uint64_t, 6> mating_in_time = in_time(units.mating, mating_white, mating_moves);
  const std::array<uint64_t, 6> mated_in_time = in_time(units.mated, mated_white, mated_moves);

  std::set<std::vector<int>> seen;  // (targets already made, as k and their placements)
  bool overflow = false;
  for (int k = 0; k < 64 && !overflow; ++k) {
    if ((blocked >> k) & 1) continue;
    const int king_moves = king_distance(units.mated_king, k);
    if (king_moves > mated_moves) continue;
    const uint64_t flights = empty_board_attacks(kWalkKing, k) & ~blocked;
    Target t;
    t.king_square = k;
    // Adds placements until every flight is covered; t.mating[0] is the checking unit.
    auto cover = [&](auto&& self) -> void {
      if (overflow) return;
      uint64_t occupied = 0;
      for (const Place& p : t.mating) occupied |= square_bit(p.square);
      for (const Place& p : t.mated) occupied |= square_bit(p.square);
      const Place& checker = t.mating[0];
      if (!attacks_past(checker.type, mating_white, checker.square, k, occupied, blocked)) return;
      if (mated_count(units, t, mated_moves) > mated_moves ||
          mating_count(units, t, mating_moves) > mating_moves)
        return;
      // The first flight not covered yet (a mating unit standing on one must be attacked by another).
      int need = -1;
      bool mating_only = false;
      for (uint64_t b = flights; b && need < 0; b &= b - 1) {
        const int f = lowest_square(b);
        bool covered = false, mating_on = false;
        for (const Place& p : t.mated) covered = covered || p.square == f;
        if (covered) continue;
        for (const Place& p : t.mating) mating_on = mating_on || p.square == f;
        for (const Place& p : t.mating)
          covered = covered ||
                    (p.square != f && attacks_past(p.type, mating_white, p.square, f, occupied, blocked));
        if (!covered) need = f, mating_only = mating_on;
      }
      if (need < 0) {
        if (lone_checker) {
          const bool slider =
              checker.type == b8::kBishop || checker.type == b8::kRook || checker.type == b8::kQueen;
          const uint64_t line = slider ? squares_between(checker.square, k) : 0;
          for (const Place& p : t.mated)
            if (answers_lone_check(p.type, mated_white, p.square, checker.square, line)) return;
        }
        std::vector<int> key{k};
        Target made = t;
        std::sort(made.mating.begin(), made.mating.end());
        std::sort(made.mated.begin(), made.mated.end());
        for (const Place& p : made.mating) key.push_back(p.type * 64 + p.square);
        key.push_back(-1);
        for (const Place& p : made.mated) key.push_back(p.type * 64 + p.square);
        if (!seen.insert(key).second) return;
        targets_.push_back(std::move(made));
        if (targets_.size() > limit) overflow = true;
        return;
      }
      // A unit of the mated side on it...
      if (!mating_only && t.mated.size() < units.mated.size()) {
        for (int8_t type : mated_types) {
          if (type == b8::kPawn && !pawn_may_stand(need)) continue;
          if (!((mated_in_time[static_cast<size_t>(type)] >> need) & 1)) continue;
          t.mated.push_back({type, static_cast<int8_t>(need)});
          self(self);
          t.mated.pop_back();
        }
      }
      // ... or one of the mating side attacking it.
      bool king_placed = false;
      for (const Place& p : t.mating) king_placed = king_placed || p.type == b8::kKing;
      for (int8_t type : mating_types) {
        if (type == b8::kKing && king_placed) continue;
        for (int g = 0; g < 64; ++g) {
          if (g == k || g == need || ((blocked | occupied) >> g) & 1) continue;
          if (type == b8::kPawn && !pawn_may_stand(g)) continue;
          if (type == b8::kKing && king_distance(g, k) <= 1) continue;
          if (!((mating_in_time[static_cast<size_t>(type)] >> g) & 1)) continue;
          if (!attacks_past(type, mating_white, g, need, occupied, blocked)) continue;
          t.mating.push_back({type, static_cast<int8_t>(g)});
          self(self);
          t.mating.pop_back();
        }
      }
    };
    for (int8_t type : mating_types) {
      if (type == b8::kKing) continue;
      for (int s = 0; s < 64; ++s) {
        if (s == k || (blocked >> s) & 1) continue;
        if (type == b8::kPawn && !pawn_may_stand(s)) continue;
        if (!((mating_in_time[static_cast<size_t>(type)] >> s) & 1)) continue;
        if (!attacks_past(type, mating_white, s, k, 0, blocked)) continue;
        t.mating = {{type, static_cast<int8_t>(s)}};
        t.mated.clear();
        cover(cover);
      }
    }
  }
  if (overflow) {
    targets_.clear();
    return false;
  }
  return true;
}

}  // namespace nightrider::solver
