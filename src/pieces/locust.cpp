#include "pieces/locust.h"

#include <array>
#include <span>

#include "core/position.h"

namespace nightrider {
namespace {

constexpr std::array<Vec, 4> kLocustRookLines = {{{0, 1}, {0, -1}, {1, 0}, {-1, 0}}};
constexpr std::array<Vec, 4> kLocustBishopLines = {{{1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Vec, 8> kLocustQueenLines = {
    {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};
constexpr std::array<Vec, 8> kLocustKnightLines = {
    {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}};

// May a locust of `side` take `p` (an enemy unit, neutral ones too, but no king and no uncapturable unit)?
bool locust_victim(Piece p, Colour side) {
  return p.is_unit() && p.colour() != side && p.kind() != PieceKind::King &&
         (p.attributes() & kAttributeUncapturable) == 0;
}

// The first square along the line from `from` that is not empty (a unit, a hole), none off the board.
Square locust_first_unit(const Position& pos, Square from, Vec v) {
  const Geometry& geo = pos.geometry();
  Square s = geo.offset(from, v.df, v.dr);
  while (s.is_some() && pos.at(s).is_empty()) s = geo.offset(s, v.df, v.dr);
  return s;
}

void locust_moves_on(const Position& pos, Square from, MoveList& out, std::span<const Vec> lines) {
  const Geometry& geo = pos.geometry();
  const Piece locust = pos.at(from);
  for (const Vec v : lines) {
    const Square s = locust_first_unit(pos, from, v);
    if (s.is_none() || !locust_victim(pos.at(s), locust.colour())) continue;
    const Square landing = geo.offset(s, v.df, v.dr);
    if (landing.is_none() || !pos.at(landing).is_empty()) continue;
    Move m{from, landing, MoveKind::Special};
    m.flags |= kFlagCapture;
    m.aux = static_cast<uint8_t>(s.index());  // the unit taken
    out.push(m);
  }
}

bool locust_attacks_on(const Position& pos, Square from, Square target, std::span<const Vec> lines) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : lines) {
    if (locust_first_unit(pos, from, v) != target) continue;
    const Square landing = geo.offset(target, v.df, v.dr);
    if (landing.is_some() && pos.at(landing).is_empty()) return true;
  }
  return false;
}

template <const auto& Lines>
void locust_moves(const Position& pos, Square from, MoveList& out) {
  locust_moves_on(pos, from, out, Lines);
}

template <const auto& Lines>
bool locust_attacks(const Position& pos, Square from, Square target) {
  return locust_attacks_on(pos, from, target, Lines);
}

void locust_play(Position& pos, const Move& m) {
  pos.remove(m.aux_square());
  pos.relocate(m.from, m.to);
}

}  // namespace

const SpecialWalk kLocustWalk{&locust_moves<kLocustQueenLines>, &locust_attacks<kLocustQueenLines>,
                              &locust_play, true};
const SpecialWalk kRookLocustWalk{&locust_moves<kLocustRookLines>, &locust_attacks<kLocustRookLines>,
                                  &locust_play, true};
const SpecialWalk kBishopLocustWalk{&locust_moves<kLocustBishopLines>, &locust_attacks<kLocustBishopLines>,
                                    &locust_play, true};
const SpecialWalk kNightriderLocustWalk{&locust_moves<kLocustKnightLines>,
                                        &locust_attacks<kLocustKnightLines>, &locust_play, true};

bool is_locust_walk(const SpecialWalk* walk) { return walk != nullptr && walk->locust_capture; }

void play_locust_capture(Position& pos, const Move& m) { locust_play(pos, m); }

}  // namespace nightrider
