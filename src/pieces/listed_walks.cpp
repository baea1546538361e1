#include "pieces/listed_walks.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <utility>

#include "core/position.h"
#include "pieces/popeye_vectors.h"

namespace nightrider {
namespace {

using ListedFamily = std::vector<Vec>;

// Every (±a,±b) and (±b,±a) leap, each once.
void listed_add_leaps(ListedFamily& family, int a, int b) {
  for (int sa : {1, -1})
    for (int sb : {1, -1})
      for (const auto& [x, y] : {std::pair{sa * a, sb * b}, std::pair{sb * b, sa * a}}) {
        bool known = false;
        for (Vec v : family) known = known || (v.df == x && v.dr == y);
        if (!known) family.push_back(Vec{static_cast<int8_t>(x), static_cast<int8_t>(y)});
      }
}

ListedFamily listed_leaps(std::initializer_list<std::pair<int, int>> leaps) {
  ListedFamily family;
  for (const auto& [a, b] : leaps) listed_add_leaps(family, a, b);
  return family;
}

// Popeye's radial ranges: the leaps grouped by their length, each length Popeye lists once.
const std::vector<ListedFamily>& listed_radial_families() {
  static const std::vector<ListedFamily> families = {
      listed_leaps({{1, 0}}), listed_leaps({{2, 0}}),         listed_leaps({{3, 0}}),
      listed_leaps({{4, 0}}), listed_leaps({{3, 4}, {5, 0}}), listed_leaps({{6, 0}}),
      listed_leaps({{7, 0}}), listed_leaps({{1, 1}}),         listed_leaps({{1, 2}}),
      listed_leaps({{1, 3}}), listed_leaps({{1, 4}}),         listed_leaps({{1, 5}}),
      listed_leaps({{1, 6}}), listed_leaps({{1, 7}, {5, 5}}), listed_leaps({{2, 2}}),
      listed_leaps({{2, 3}}), listed_leaps({{2, 4}}),         listed_leaps({{2, 5}}),
      listed_leaps({{2, 6}}), listed_leaps({{2, 7}}),         listed_leaps({{3, 3}}),
      listed_leaps({{3, 5}}), listed_leaps({{3, 6}}),         listed_leaps({{3, 7}}),
      listed_leaps({{4, 4}}), listed_leaps({{4, 5}}),         listed_leaps({{4, 6}}),
      listed_leaps({{4, 7}}), listed_leaps({{5, 6}}),         listed_leaps({{5, 7}}),
      listed_leaps({{6, 6}}), listed_leaps({{6, 7}}),         listed_leaps({{7, 7}}),
  };
  return families;
}

// The queen's radial ranges: (n,0) and (n,n) for n = 1 … 7.
const std::vector<ListedFamily>& listed_queen_families() {
  static const std::vector<ListedFamily> families = [] {
    std::vector<ListedFamily> out;
    for (int n = 1; n <= 7; ++n) out.push_back(listed_leaps({{n, 0}}));
    for (int n = 1; n <= 7; ++n) out.push_back(listed_leaps({{n, n}}));
    return out;
  }();
  return families;
}

const ListedFamily& listed_knight() {
  static const ListedFamily v = listed_leaps({{1, 2}});
  return v;
}
const ListedFamily& listed_queen_lines() {
  static const ListedFamily v = listed_leaps({{1, 0}, {1, 1}});
  return v;
}
const ListedFamily& listed_rook_lines() {
  static const ListedFamily v = listed_leaps({{1, 0}});
  return v;
}
const ListedFamily& listed_bishop_lines() {
  static const ListedFamily v = listed_leaps({{1, 1}});
  return v;
}

bool listed_on_edge(const Geometry& geo, Square s) {
  return s.file() == 0 || s.rank() == 0 || s.file() == geo.width() - 1 || s.rank() == geo.height() - 1;
}

// Over a unit a leap of the family away (an enemy unit only when `enemy_hurdle`), to the squares the
// family's leaps reach from it.
void listed_hurdle_leaps(const Position& pos, Square from, Colour side, bool enemy_hurdle,
                         const std::vector<ListedFamily>& families, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (const ListedFamily& family : families)
    for (Vec v : family) {
      const Square hurdle = geo.offset(from, v.df, v.dr);
      if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
      if (enemy_hurdle && pos.at(hurdle).colour() == side) continue;
      for (Vec w : family) {
        const Square to = geo.offset(hurdle, w.df, w.dr);
        if (to.is_some() && to != from) out.push_back(to);
      }
    }
}

// With a unit a leap of the family away, to the squares of the family's other leaps.
void listed_leaf_leaps(const Position& pos, Square from, const std::vector<ListedFamily>& families,
                       std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (const ListedFamily& family : families)
    for (Vec v : family) {
      const Square hurdle = geo.offset(from, v.df, v.dr);
      if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
      for (Vec w : family) {
        if (w.df == v.df && w.dr == v.dr) continue;
        const Square to = geo.offset(from, w.df, w.dr);
        if (to.is_some()) out.push_back(to);
      }
    }
}

// The first square along v from s that is not empty (a unit or a hole), or none.
Square listed_first_unit(const Position& pos, Square s, Vec v) {
  const Geometry& geo = pos.geometry();
  Square t = geo.offset(s, v.df, v.dr);
  while (t.is_some() && pos.at(t).is_empty()) t = geo.offset(t, v.df, v.dr);
  return t;
}

void listed_double_hops(const Position& pos, Square from, const ListedFamily& lines,
                        std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (Vec v : lines) {
    const Square hurdle1 = listed_first_unit(pos, from, v);
    if (hurdle1.is_none() || !pos.at(hurdle1).is_unit()) continue;
    const Square between = geo.offset(hurdle1, v.df, v.dr);
    if (between.is_none() || !pos.at(between).is_empty()) continue;
    for (Vec w : lines) {
      // (The unit still stands on `from`: it may be the second hurdle.)
      const Square hurdle2 = listed_first_unit(pos, between, w);
      if (hurdle2.is_none() || !pos.at(hurdle2).is_unit()) continue;
      const Square to = geo.offset(hurdle2, w.df, w.dr);
      if (to.is_some() && to != from) out.push_back(to);
    }
  }
}

// Along each line: d steps back against it, d the distance of the first square ahead that is not empty
// (a unit, a hole, or the first square off the board); the d - 1 squares passed are empty.
void listed_bounces(const Position& pos, Square from, const ListedFamily& lines, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (Vec v : lines) {
    int distance = 1;
    for (Square s = geo.offset(from, v.df, v.dr); s.is_some() && pos.at(s).is_empty();
         s = geo.offset(s, v.df, v.dr))
      ++distance;
    Square to = from;
    for (int step = 1; step <= distance; ++step) {
      to = geo.offset(to, -v.df, -v.dr);
      if (to.is_none() || (step < distance && !pos.at(to).is_empty())) break;
      if (step == distance) out.push_back(to);
    }
  }
}

}  // namespace

// The square of a leap's length from `a` to `b`, or -1 when the leap is none of Popeye's (a coordinate
// over 7) or no leap.
int listed_length(Square a, Square b) {
  const int df = b.file() - a.file(), dr = b.rank() - a.rank();
  if (df > 7 || df < -7 || dr > 7 || dr < -7 || (df == 0 && dr == 0)) return -1;
  return df * df + dr * dr;
}

// (The radial knight's families are the leaps of one length: walked square by square.)
void radial_knight_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out) {
  const std::vector<Square>& squares = pos.geometry().squares();
  for (Square hurdle : squares) {
    const Piece h = pos.at(hurdle);
    if (!h.is_unit() || h.colour() == side) continue;
    const int length = listed_length(from, hurdle);
    if (length < 0) continue;
    for (Square to : squares)
      if (to != from && listed_length(hurdle, to) == length) out.push_back(to);
  }
}

bool radial_knight_attacks(const Position& pos, Square from, Colour side, Square target) {
  // The hurdle h = from + v is as far from both: 2 v.d = d.d for d = target - from.
  const Geometry& geo = pos.geometry();
  const int dx = target.file() - from.file(), dy = target.rank() - from.rank();
  const int dd = dx * dx + dy * dy;
  if (dd == 0) return false;
  auto hurdle_at = [&](int vx, int vy) {
    const Square hurdle = geo.offset(from, vx, vy);
    if (hurdle.is_none()) return false;
    const Piece h = pos.at(hurdle);
    if (!h.is_unit() || h.colour() == side) return false;
    const int length = listed_length(from, hurdle);
    return length >= 0 && listed_length(hurdle, target) == length;
  };
  for (int a = -7; a <= 7; ++a) {
    // (Solve for the other coordinate along the larger component of d.)
    const int num = dd - 2 * a * (dy != 0 ? dx : dy);
    const int den = 2 * (dy != 0 ? dy : dx);
    if (num % den != 0) continue;
    const int b = num / den;
    if (dy != 0 ? hurdle_at(a, b) : hurdle_at(b, a)) return true;
  }
  return false;
}

void treehopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out) {
  listed_hurdle_leaps(pos, from, side, false, listed_queen_families(), out);
}

void greater_treehopper_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out) {
  listed_hurdle_leaps(pos, from, side, false, listed_radial_families(), out);
}

void leafhopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_leaf_leaps(pos, from, listed_queen_families(), out);
}

void greater_leafhopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_leaf_leaps(pos, from, listed_radial_families(), out);
}

void bouncy_knight_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  auto step = [&](auto&& self, Square s, int more) -> void {
    for (Vec v : listed_knight()) {
      const Square to = geo.offset(s, v.df, v.dr);
      if (to.is_none()) continue;
      out.push_back(to);
      if (more > 0 && pos.at(to).is_empty() && listed_on_edge(geo, to)) self(self, to, more - 1);
    }
  };
  step(step, from, 2);
}

void bouncy_nightrider_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  // Every line from `from` and from each empty edge square a line reaches, turning there once each;
  // each square listed once.
  const Geometry& geo = pos.geometry();
  std::array<bool, Square::kIndexSpace> turned{}, listed{};
  std::array<Square, Square::kIndexSpace> starts{};
  size_t count = 0;
  starts[count++] = from;
  turned[static_cast<size_t>(from.index())] = true;
  while (count > 0) {
    const Square s = starts[--count];
    for (Vec v : listed_knight())
      for (Square to = geo.offset(s, v.df, v.dr); to.is_some(); to = geo.offset(to, v.df, v.dr)) {
        const auto i = static_cast<size_t>(to.index());
        if (!listed[i]) {
          listed[i] = true;
          out.push_back(to);
        }
        if (!pos.at(to).is_empty()) break;
        if (!turned[i] && listed_on_edge(geo, to)) {
          turned[i] = true;
          starts[count++] = to;
        }
      }
  }
}

void edgehog_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  const bool edge = listed_on_edge(geo, from);
  for (Vec v : listed_queen_lines())
    for (Square to = geo.offset(from, v.df, v.dr); to.is_some(); to = geo.offset(to, v.df, v.dr)) {
      if (listed_on_edge(geo, to) != edge) out.push_back(to);
      if (!pos.at(to).is_empty()) break;
    }
}

void double_grasshopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_double_hops(pos, from, listed_queen_lines(), out);
}

void double_rook_hopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_double_hops(pos, from, listed_rook_lines(), out);
}

void double_bishop_hopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_double_hops(pos, from, listed_bishop_lines(), out);
}

void bouncer_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_bounces(pos, from, listed_queen_lines(), out);
}

void rook_bouncer_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_bounces(pos, from, listed_rook_lines(), out);
}

void bishop_bouncer_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_bounces(pos, from, listed_bishop_lines(), out);
}

void chinese_pawn_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  const bool black = side == Colour::Black;
  const Square ahead = geo.offset(from, 0, black ? -1 : 1);
  if (ahead.is_some()) out.push_back(ahead);
  // (Popeye's river: White past it on the upper half of the board, Black on the lower.)
  const bool past_river = black ? 2 * from.rank() < geo.height() : 2 * from.rank() >= geo.height();
  if (!past_river) return;
  for (int side_step : {1, -1}) {
    const Square beside = geo.offset(from, side_step, 0);
    if (beside.is_some()) out.push_back(beside);
  }
}

void hamster_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  const ListedFamily& lines = listed_queen_lines();
  for (const Vec* v = lines.data(); v != lines.data() + lines.size(); ++v) {
    const Square hurdle = listed_first_unit(pos, from, *v);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
    const Square to = geo.offset(hurdle, -v->df, -v->dr);
    if (to != from) out.push_back(to);
  }
}

void contra_hamster_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  const ListedFamily& lines = listed_queen_lines();
  for (const Vec* v = lines.data(); v != lines.data() + lines.size(); ++v) {
    const Square hurdle = geo.offset(from, -v->df, -v->dr);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
    Square to = geo.offset(from, v->df, v->dr);
    for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, v->df, v->dr)) out.push_back(to);
    if (to.is_some() && pos.at(to).is_unit()) out.push_back(to);
  }
}

namespace {

// Along v over two units, the first met and the next: the square after the second, or none.
Square listed_beyond_two_hurdles(const Position& pos, Square from, Vec v) {
  const Square first = listed_first_unit(pos, from, v);
  if (first.is_none() || !pos.at(first).is_unit()) return Square::none();
  const Square second = listed_first_unit(pos, first, v);
  if (second.is_none() || !pos.at(second).is_unit()) return Square::none();
  return pos.geometry().offset(second, v.df, v.dr);
}

}  // namespace

void kangaroo_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  for (Vec v : listed_queen_lines()) {
    const Square to = listed_beyond_two_hurdles(pos, from, v);
    if (to.is_some()) out.push_back(to);
  }
}

void kangaroo_lion_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (Vec v : listed_queen_lines()) {
    Square to = listed_beyond_two_hurdles(pos, from, v);
    for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, v.df, v.dr)) out.push_back(to);
    if (to.is_some() && pos.at(to).is_unit()) out.push_back(to);
  }
}

}  // namespace nightrider

namespace nightrider {
namespace {

// Along v from `in` (not listed itself): the empty squares and the first unit; at the edge (or a hole)
// the line may turn by a right angle either way, `reflections` more times at most.
void listed_reflected_ride(const Position& pos, Square in, Vec v, int reflections, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  Square last = in;
  Square to = geo.offset(in, v.df, v.dr);
  if (to.is_none() || pos.at(to).is_hole()) return;
  for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, v.df, v.dr)) {
    out.push_back(to);
    last = to;
  }
  if (to.is_some() && pos.at(to).is_unit()) {
    out.push_back(to);
    return;
  }
  if (reflections == 0) return;
  listed_reflected_ride(pos, last, Vec{static_cast<int8_t>(-v.dr), v.df}, reflections - 1, out);
  listed_reflected_ride(pos, last, Vec{v.dr, static_cast<int8_t>(-v.df)}, reflections - 1, out);
}

// Rides along the lines `v` from `from`: the empty squares and the first unit.
void listed_rides(const Position& pos, Square from, std::initializer_list<Vec> lines,
                  std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (Vec v : lines) {
    Square to = geo.offset(from, v.df, v.dr);
    for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, v.df, v.dr)) out.push_back(to);
    if (to.is_some() && pos.at(to).is_unit()) out.push_back(to);
  }
}

}  // namespace

void reflecting_bishop_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  for (Vec v : listed_bishop_lines()) listed_reflected_ride(pos, from, v, 4, out);
}

void archbishop_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  for (Vec v : listed_bishop_lines()) listed_reflected_ride(pos, from, v, 1, out);
}

void rook_hunter_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_rides(pos, from, {{1, -1}, {-1, -1}, {0, 1}}, out);
}

void bishop_hunter_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_rides(pos, from, {{0, -1}, {-1, 1}, {1, 1}}, out);
}

void querquisite_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  auto leaps = [&](const ListedFamily& family) {
    for (Vec v : family) {
      const Square to = geo.offset(from, v.df, v.dr);
      if (to.is_some() && !pos.at(to).is_hole()) out.push_back(to);
    }
  };
  switch (from.file()) {
    case 0:
    case 7:
      listed_rides(pos, from, {{1, 0}, {0, 1}, {-1, 0}, {0, -1}}, out);
      break;
    case 1:
    case 6:
      leaps(listed_knight());
      break;
    case 2:
    case 5:
      listed_rides(pos, from, {{-1, 1}, {1, 1}, {1, -1}, {-1, -1}}, out);
      break;
    case 3:
      listed_rides(pos, from, {{1, 0}, {0, 1}, {-1, 0}, {0, -1}, {-1, 1}, {1, 1}, {1, -1}, {-1, -1}}, out);
      break;
    case 4:
      leaps(listed_queen_lines());
      break;
    default:  // (files beyond h: Popeye's querquisite has no walk there)
      break;
  }
}

}  // namespace nightrider

namespace nightrider {
namespace {

// (Popeye's queen lines and knight leaps in its vector table's order: pieces/popeye_vectors.h.)

// Along v over `hurdles` units (the first met, then the next, …): the empty squares beyond the last and
// the first unit after them (the kangaroo lion's walk over two, the bob's over four).
void listed_lion_over(const Position& pos, Square from, Vec v, int hurdles, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  Square hurdle = from;
  for (int n = 0; n < hurdles; ++n) {
    hurdle = listed_first_unit(pos, hurdle, v);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) return;
  }
  Square to = geo.offset(hurdle, v.df, v.dr);
  for (; to.is_some() && pos.at(to).is_empty(); to = geo.offset(to, v.df, v.dr)) out.push_back(to);
  if (to.is_some() && pos.at(to).is_unit()) out.push_back(to);
}

// The square a leap from `at` reaches when it is on the board and no hole.
void listed_landing(const Position& pos, Square at, Vec v, std::vector<Square>& out) {
  const Square to = pos.geometry().offset(at, v.df, v.dr);
  if (to.is_some() && !pos.at(to).is_hole()) out.push_back(to);
}

// The square the mao (a step along the leap's longer side) or the moa (diagonally) passes on a knight's
// leap.
Vec listed_lame_passed(Vec leap, bool mao) {
  auto sign = [](int x) { return static_cast<int8_t>((x > 0) - (x < 0)); };
  return mao ? Vec{static_cast<int8_t>(leap.df / 2), static_cast<int8_t>(leap.dr / 2)}
             : Vec{sign(leap.df), sign(leap.dr)};
}

// Knight's leaps whose passed square holds a unit.
void listed_lame_hops(const Position& pos, Square from, bool mao, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  for (Vec v : kPopeyeKnightLeaps) {
    const Vec passed = listed_lame_passed(v, mao);
    const Square hurdle = geo.offset(from, passed.df, passed.dr);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
    listed_landing(pos, from, v, out);
  }
}

// The lion's walk on the mao- or moarider's lines (Popeye's order: the knight's leaps in its table).
void listed_lame_rider_lions(const Position& pos, Square from, bool mao, std::vector<Square>& out) {
  const Geometry& geo = pos.geometry();
  auto empty = [&](Square s) { return s.is_some() && pos.at(s).is_empty(); };
  auto unit = [&](Square s) { return s.is_some() && pos.at(s).is_unit(); };
  auto blocked = [&](Square s) { return s.is_none() || pos.at(s).is_hole(); };
  for (Vec v : kPopeyeKnightLeaps) {
    const Vec to_passed = listed_lame_passed(v, mao);
    Square passed = geo.offset(from, to_passed.df, to_passed.dr);
    Square arrival = geo.offset(from, v.df, v.dr);
    auto advance = [&] {
      passed = passed.is_some() ? geo.offset(passed, v.df, v.dr) : passed;
      arrival = arrival.is_some() ? geo.offset(arrival, v.df, v.dr) : arrival;
    };
    while (empty(passed) && empty(arrival)) advance();
    if (blocked(passed) || blocked(arrival)) continue;
    if (!empty(passed)) out.push_back(arrival);  // (over the unit on the passed square)
    if (empty(passed) || empty(arrival)) {
      advance();
      for (; empty(passed) && empty(arrival); advance()) out.push_back(arrival);
    }
    if (empty(passed) && unit(arrival)) out.push_back(arrival);
  }
}

}  // namespace

void rabbit_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  for (Vec v : kPopeyeQueenLines) listed_lion_over(pos, from, v, 2, out);
}

void bob_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  for (Vec v : kPopeyeQueenLines) listed_lion_over(pos, from, v, 4, out);
}

void dolphin_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  // (Popeye's order: the kangaroo's hops, the queen's lines from the last; then the grasshopper's.)
  const Geometry& geo = pos.geometry();
  for (auto v = kPopeyeQueenLines.rbegin(); v != kPopeyeQueenLines.rend(); ++v) {
    const Square to = listed_beyond_two_hurdles(pos, from, *v);
    if (to.is_some() && !pos.at(to).is_hole()) out.push_back(to);
  }
  for (Vec v : kPopeyeQueenLines) {
    const Square hurdle = listed_first_unit(pos, from, v);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
    const Square to = geo.offset(hurdle, v.df, v.dr);
    if (to.is_some() && !pos.at(to).is_hole()) out.push_back(to);
  }
}

void scarabeus_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  // Over the first unit on each queen line (Popeye's order: from the last line back), a knight's leap on
  // from it, turned from the line either way by the least angle (pieces/walks/angle/angles.c): the
  // turned leap first, then the other.
  static constexpr std::array<std::array<Vec, 2>, 8> kLeaps = {{{{{2, 1}, {2, -1}}},
                                                                {{{1, 2}, {-1, 2}}},
                                                                {{{-2, -1}, {-2, 1}}},
                                                                {{{-1, -2}, {1, -2}}},
                                                                {{{-1, 2}, {-2, 1}}},
                                                                {{{1, 2}, {2, 1}}},
                                                                {{{1, -2}, {2, -1}}},
                                                                {{{-1, -2}, {-2, -1}}}}};
  for (size_t k = kPopeyeQueenLines.size(); k-- > 0;) {
    const Square hurdle = listed_first_unit(pos, from, kPopeyeQueenLines[k]);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
    for (Vec leap : kLeaps[k]) listed_landing(pos, hurdle, leap, out);
  }
}

void ubiubi_arrivals(const Position& pos, Square from, Colour side, std::vector<Square>& out) {
  // Popeye's depth-first search (pieces/walks/ubiubi.c): each square once, in the order it is reached.
  const Geometry& geo = pos.geometry();
  std::array<bool, Square::kIndexSpace> seen{};
  seen[static_cast<size_t>(from.index())] = true;
  auto visit = [&](auto&& self, Square at) -> void {
    for (Vec v : kPopeyeKnightLeaps) {
      const Square to = geo.offset(at, v.df, v.dr);
      if (to.is_none() || seen[static_cast<size_t>(to.index())]) continue;
      const Piece there = pos.at(to);
      if (there.is_hole() || (there.is_unit() && there.colour() == side)) continue;
      seen[static_cast<size_t>(to.index())] = true;
      out.push_back(to);
      if (there.is_empty()) self(self, to);
    }
  };
  visit(visit, from);
}

void maohopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_lame_hops(pos, from, true, out);
}

void moahopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_lame_hops(pos, from, false, out);
}

void saltador_hops(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_lame_hops(pos, from, true, out);
  listed_lame_hops(pos, from, false, out);
}

}  // namespace nightrider

namespace nightrider {
namespace {

// Popeye's "non-interceptable" equihopper leaps (pieces/walks/vectors.c, 17-40): the knight's, the
// (2,3) and the (1,3) leaps, each in the table's order of directions.
constexpr std::array<Vec, 24> kPopeyeEquiLeaps = {
    {{-2, 1}, {-1, 2}, {1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1},
     {-3, 2}, {-2, 3}, {2, 3}, {3, 2}, {3, -2}, {2, -3}, {-2, -3}, {-3, -2},
     {-3, 1}, {-1, 3}, {1, 3}, {3, 1}, {3, -1}, {1, -3}, {-1, -3}, {-3, -1}}};

// From the hurdle, the hurdle's own displacement from the unit turned by a right angle, either way
// (counter-clockwise first, as Popeye tries them).
void listed_eagle_landings(const Position& pos, Square from, Square hurdle, std::vector<Square>& out) {
  const int x = hurdle.file() - from.file(), y = hurdle.rank() - from.rank();
  listed_landing(pos, hurdle, Vec{static_cast<int8_t>(-y), static_cast<int8_t>(x)}, out);
  listed_landing(pos, hurdle, Vec{static_cast<int8_t>(y), static_cast<int8_t>(-x)}, out);
}

}  // namespace

void eagle_equihopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  // The queen's lines from the last (Popeye's order), each turned at the first unit met by a right
  // angle, either way, as far again; the squares between empty (pieces/walks/angle/hoppers.c).
  static constexpr std::array<std::array<Vec, 2>, 8> kTurns = {{{{{0, -1}, {0, 1}}},
                                                                {{{-1, 0}, {1, 0}}},
                                                                {{{0, -1}, {0, 1}}},
                                                                {{{-1, 0}, {1, 0}}},
                                                                {{{-1, -1}, {1, 1}}},
                                                                {{{1, -1}, {-1, 1}}},
                                                                {{{-1, -1}, {1, 1}}},
                                                                {{{1, -1}, {-1, 1}}}}};
  const Geometry& geo = pos.geometry();
  for (size_t k = kPopeyeQueenLines.size(); k-- > 0;) {
    const Vec v = kPopeyeQueenLines[k];
    const Square hurdle = listed_first_unit(pos, from, v);
    if (hurdle.is_none() || !pos.at(hurdle).is_unit()) continue;
    const int distance =
        std::max(std::abs(hurdle.file() - from.file()), std::abs(hurdle.rank() - from.rank()));
    for (Vec w : kTurns[k]) {
      Square to = hurdle;
      bool clear = true;
      for (int n = 1; n <= distance && clear; ++n) {
        to = geo.offset(to, w.df, w.dr);
        clear = to.is_some() && (n == distance ? !pos.at(to).is_hole() : pos.at(to).is_empty());
      }
      if (clear) out.push_back(to);
    }
  }
  // The other leaps: over a unit a leap away, whatever stands between.
  for (Vec v : kPopeyeEquiLeaps) {
    const Square hurdle = geo.offset(from, v.df, v.dr);
    if (hurdle.is_some() && pos.at(hurdle).is_unit()) listed_eagle_landings(pos, from, hurdle, out);
  }
}

void eagle_nonstop_equihopper_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  // Every unit on a queen line, then on a line of the other leaps, is a hurdle, whatever stands between.
  const Geometry& geo = pos.geometry();
  auto lines = [&](auto begin, auto end) {
    for (auto v = begin; v != end; ++v)
      for (Square hurdle = geo.offset(from, v->df, v->dr); hurdle.is_some() && !pos.at(hurdle).is_hole();
           hurdle = geo.offset(hurdle, v->df, v->dr))
        if (pos.at(hurdle).is_unit()) listed_eagle_landings(pos, from, hurdle, out);
  };
  lines(kPopeyeQueenLines.begin(), kPopeyeQueenLines.end());
  lines(kPopeyeEquiLeaps.begin(), kPopeyeEquiLeaps.end());
}

void maorider_lion_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_lame_rider_lions(pos, from, true, out);
}

void moarider_lion_arrivals(const Position& pos, Square from, Colour, std::vector<Square>& out) {
  listed_lame_rider_lions(pos, from, false, out);
}

}  // namespace nightrider
