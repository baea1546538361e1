#include "pieces/marine.h"

#include <array>
#include <span>

#include "core/position.h"
#include "pieces/locust.h"
#include "pieces/popeye_vectors.h"

namespace nightrider {
namespace {

constexpr std::array<Vec, 4> kMarineRookLines = {{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}};
constexpr std::array<Vec, 4> kMarineBishopLines = {{{-1, 1}, {1, 1}, {1, -1}, {-1, -1}}};

// May a marine unit of `side` take `p`? As the locust: an enemy unit (neutral ones too), no king, no
// uncapturable unit.
bool marine_victim(Piece p, Colour side) {
  return p.is_unit() && p.colour() != side && p.kind() != PieceKind::King &&
         (p.attributes() & kAttributeUncapturable) == 0;
}

// The capture of the unit on `victim` landing one step `v` beyond it, when that square is empty.
void marine_capture(const Position& pos, Square from, Square victim, Vec v, MoveList& out) {
  if (!marine_victim(pos.at(victim), pos.at(from).colour())) return;
  const Square landing = pos.geometry().offset(victim, v.df, v.dr);
  if (landing.is_none() || !pos.at(landing).is_empty()) return;
  Move m{from, landing, MoveKind::Special};
  m.flags |= kFlagCapture;
  m.aux = static_cast<uint8_t>(victim.index());  // the unit taken
  out.push(m);
}

bool marine_lands_behind(const Position& pos, Square target, Vec v) {
  const Square landing = pos.geometry().offset(target, v.df, v.dr);
  return landing.is_some() && pos.at(landing).is_empty();
}

template <const auto& Lines>
void marine_rider_moves(const Position& pos, Square from, MoveList& out) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : Lines) {
    Square s = geo.offset(from, v.df, v.dr);
    for (; s.is_some() && pos.at(s).is_empty(); s = geo.offset(s, v.df, v.dr)) out.push(Move{from, s});
    if (s.is_some()) marine_capture(pos, from, s, v, out);
  }
}

template <const auto& Lines>
bool marine_rider_attacks(const Position& pos, Square from, Square target) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : Lines) {
    Square s = geo.offset(from, v.df, v.dr);
    while (s.is_some() && pos.at(s).is_empty()) s = geo.offset(s, v.df, v.dr);
    if (s == target && marine_lands_behind(pos, target, v)) return true;
  }
  return false;
}

template <const auto& Leaps>
void marine_leaper_moves(const Position& pos, Square from, MoveList& out) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : Leaps) {
    const Square s = geo.offset(from, v.df, v.dr);
    if (s.is_none()) continue;
    if (pos.at(s).is_empty())
      out.push(Move{from, s});
    else
      marine_capture(pos, from, s, v, out);
  }
}

template <const auto& Leaps>
bool marine_leaper_attacks(const Position& pos, Square from, Square target) {
  const Geometry& geo = pos.geometry();
  for (const Vec v : Leaps)
    if (geo.offset(from, v.df, v.dr) == target && marine_lands_behind(pos, target, v)) return true;
  return false;
}

// The side a marine pawn's captures go forward for: its own, or the side to move for a neutral one.
int marine_forward(const Position& pos, Square from) {
  const Colour c = pos.at(from).colour();
  return (c == Colour::Neutral ? pos.side_to_move() : c) == Colour::Black ? -1 : 1;
}

// The marine pawn's captures a diagonal step forward, to the right first (Popeye's order): over an
// enemy unit to the empty square behind it, or over the square an enemy pawn just passed, taking it.
void marine_pawn_captures(const Position& pos, Square from, MoveList& out) {
  const Geometry& geo = pos.geometry();
  const int8_t forward = static_cast<int8_t>(marine_forward(pos, from));
  for (const int8_t side : {1, -1}) {
    const Vec v{side, forward};
    const Square passed = geo.offset(from, v.df, v.dr);
    if (passed.is_none()) continue;
    const Square landing = geo.offset(passed, v.df, v.dr);
    if (landing.is_none() || !pos.at(landing).is_empty()) continue;
    if (!pos.at(passed).is_empty()) {
      marine_capture(pos, from, passed, v, out);
    } else if (pos.is_en_passant_square(passed)) {
      const Square victim = pos.en_passant_victim();
      if (victim.is_none() || !marine_victim(pos.at(victim), pos.at(from).colour())) continue;
      Move m{from, landing, MoveKind::EnPassant, kFlagCapture};
      m.aux = static_cast<uint8_t>(victim.index());
      out.push(m);
    }
  }
}

bool marine_pawn_attacks(const Position& pos, Square from, Square target) {
  const int forward = marine_forward(pos, from);
  for (const int8_t side : {1, -1}) {
    const Vec v{side, static_cast<int8_t>(forward)};
    if (pos.geometry().offset(from, v.df, v.dr) == target && marine_lands_behind(pos, target, v)) return true;
  }
  return false;
}

// The marine ship: the triton's moves, then the marine pawn's captures.
void marine_ship_moves(const Position& pos, Square from, MoveList& out) {
  marine_rider_moves<kMarineRookLines>(pos, from, out);
  marine_pawn_captures(pos, from, out);
}

bool marine_ship_attacks(const Position& pos, Square from, Square target) {
  return marine_rider_attacks<kMarineRookLines>(pos, from, target) || marine_pawn_attacks(pos, from, target);
}

}  // namespace

const SpecialWalk kSireneWalk{&marine_rider_moves<kPopeyeQueenLines>,
                              &marine_rider_attacks<kPopeyeQueenLines>, &play_locust_capture, true};
const SpecialWalk kTritonWalk{&marine_rider_moves<kMarineRookLines>, &marine_rider_attacks<kMarineRookLines>,
                              &play_locust_capture, true};
const SpecialWalk kNereideWalk{&marine_rider_moves<kMarineBishopLines>,
                               &marine_rider_attacks<kMarineBishopLines>, &play_locust_capture, true};
const SpecialWalk kMarineKnightWalk{&marine_leaper_moves<kPopeyeKnightLeaps>,
                                    &marine_leaper_attacks<kPopeyeKnightLeaps>, &play_locust_capture, true};
const SpecialWalk kPoseidonWalk{&marine_leaper_moves<kPopeyeQueenLines>,
                                &marine_leaper_attacks<kPopeyeQueenLines>, &play_locust_capture, true};
const SpecialWalk kMarinePawnWalk{&marine_pawn_captures, &marine_pawn_attacks, &play_locust_capture, true};
const SpecialWalk kMarineShipWalk{&marine_ship_moves, &marine_ship_attacks, &play_locust_capture, true};

}  // namespace nightrider
