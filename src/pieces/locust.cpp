#include "pieces/locust.h"

#include <array>

#include "core/position.h"

namespace nightrider {
namespace {

constexpr std::array<std::array<int, 2>, 8> kLocustLines = {
    {{0, 1}, {0, -1}, {1, 0}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}}};

// May a locust of `side` take `p` (an enemy unit, neutral ones too, but no king and no uncapturable unit)?
bool locust_victim(Piece p, Colour side) {
  return p.is_unit() && p.colour() != side && p.kind() != PieceKind::King &&
         (p.attributes() & kAttributeUncapturable) == 0;
}

void locust_moves(const Position& pos, Square from, MoveList& out) {
  const Geometry& geo = pos.geometry();
  const Piece locust = pos.at(from);
  for (const auto& [df, dr] : kLocustLines) {
    Square s = geo.offset(from, df, dr);
    while (s.is_some() && pos.at(s).is_empty()) s = geo.offset(s, df, dr);
    if (s.is_none() || !locust_victim(pos.at(s), locust.colour())) continue;
    const Square landing = geo.offset(s, df, dr);
    if (landing.is_none() || !pos.at(landing).is_empty()) continue;
    Move m{from, landing, MoveKind::Special};
    m.flags |= kFlagCapture;
    m.aux = static_cast<uint8_t>(s.index());  // the unit taken
    out.push(m);
  }
}

bool locust_attacks(const Position& pos, Square from, Square target) {
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  if ((df == 0 && dr == 0) || (df != 0 && dr != 0 && df != dr && df != -dr)) return false;
  const Geometry& geo = pos.geometry();
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  for (Square s = geo.offset(from, sf, sr); s != target; s = geo.offset(s, sf, sr))
    if (!pos.at(s).is_empty()) return false;
  const Square landing = geo.offset(target, sf, sr);
  return landing.is_some() && pos.at(landing).is_empty();
}

void locust_play(Position& pos, const Move& m) {
  pos.remove(m.aux_square());
  pos.relocate(m.from, m.to);
}

}  // namespace

const SpecialWalk kLocustWalk{&locust_moves, &locust_attacks, &locust_play};

}  // namespace nightrider
