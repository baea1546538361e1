// The chameleon: moves as a queen and captures every enemy unit the way that unit captures (RULES.md A12,
// Part B 2.3): long leapers by jumping them (a chain of long leapers only), pushme-pullyus by withdrawal
// and approach, cannon pawns by a cannon hop onto them, swappers by swapping places with them or by mutual
// destruction, the king only in the sense of check. It cannot take chameleons or immobilizers; an enemy
// immobilizer next to it is frozen, as it is frozen by that immobilizer.
//
// Combinations: every move along a line (a queen move, a leap, a swap with a swapper) also takes the
// pushme-pullyus it withdraws from and approaches; the cannon hop and the mutual destruction stand alone.
#include "pieces/rococo/walk_helpers.h"

namespace nightrider::rococo {
namespace {

using namespace detail;

void chameleon_moves(const Position& pos, Square from, MoveList& out) {
  const Board b(pos);
  const int f = from.index();
  if (frozen_only_suicide(b, f, out)) return;
  const Colour side = b.at(f).colour();
  auto pushme_pullyu = [side](Piece p) { return is_enemy_kind(p, side, PieceKind::PushmePullyu); };
  auto long_leaper = [side](Piece p) { return is_enemy_kind(p, side, PieceKind::LongLeaper); };
  for (const Direction& d : kDirections) {
    const int unit = withdraw_approach_line(b, f, d, pushme_pullyu, out);
    if (b.inside(unit)) {
      const Piece u = b.at(unit);
      if (is_enemy_kind(u, side, PieceKind::Swapper)) {
        const int behind = f - d.delta, ahead = unit + d.delta;
        const bool takes = (b.inside(behind) && pushme_pullyu(b.at(behind))) ||
                           (b.inside(ahead) && pushme_pullyu(b.at(ahead)));
        if (takes) {
          Move m{sq(f), sq(unit), MoveKind::Special, kFlagCapture};
          m.aux = kAuxSwap;
          out.push(m);
        } else {
          push(out, f, unit, MoveKind::Swap);
        }
        if (unit == f + d.delta) push(out, f, unit, MoveKind::Kamikaze, true);
      } else if (is_enemy_kind(u, side, PieceKind::LongLeaper)) {
        leap_chain(b, f, unit, d, long_leaper, pushme_pullyu, out);
      }
    }
    // The cannon pawn's capture: over a neighbouring unit of either colour onto an enemy cannon pawn.
    const int mount = f + d.delta;
    if (!b.inside(mount) || b.empty(mount)) continue;
    const int land = mount + d.delta;
    if (b.inside(land) && is_enemy_kind(b.at(land), side, PieceKind::CannonPawn))
      push(out, f, land, MoveKind::Normal, true);
  }
}

bool enemy(const Position& pos, Square s, Colour side, PieceKind kind) {
  return s.is_some() && is_enemy_kind(pos.at(s), side, kind);
}

// Can it take the pushme-pullyu on `target` (distance `distance` along d)? By withdrawal: any line move
// away from it (a step, a leap over an enemy long leaper, a swap with an enemy swapper). By approach:
// arriving next to it along the line, over empty squares and leapt enemy long leapers, or by swapping
// with an enemy swapper that stands next to it.
bool takes_pushme_pullyu(const Position& pos, Square from, Square target, const Direction& d, int distance) {
  const Geometry& geo = pos.geometry();
  const Colour side = pos.at(from).colour();
  if (distance == 1) {
    const Square away = geo.offset(from, -d.df, -d.dr);  // the first square of every move away from it
    if (away.is_none()) return false;
    if (pos.at(away).is_empty() || enemy(pos, away, side, PieceKind::Swapper)) return true;
    const Square beyond = geo.offset(away, -d.df, -d.dr);
    return enemy(pos, away, side, PieceKind::LongLeaper) && beyond.is_some() && pos.at(beyond).is_empty();
  }
  const Square landing = geo.offset(target, -d.df, -d.dr);
  bool open = true;  // nothing at all between the chameleon and the landing square
  for (Square s = geo.offset(from, d.df, d.dr); s != landing; s = geo.offset(s, d.df, d.dr)) {
    if (pos.at(s).is_empty()) continue;
    open = false;
    if (!enemy(pos, s, side, PieceKind::LongLeaper) || !pos.at(geo.offset(s, d.df, d.dr)).is_empty())
      return false;
  }
  return pos.at(landing).is_empty() || (open && enemy(pos, landing, side, PieceKind::Swapper));
}

// Could it take the unit on `target`, imitating that unit's capture?
bool chameleon_attacks(const Position& pos, Square from, Square target) {
  const Piece victim = pos.at(target);
  const int df = target.file() - from.file(), dr = target.rank() - from.rank();
  const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
  const bool on_line = (adf | adr) != 0 && (adf == 0 || adr == 0 || adf == adr);
  const int distance = adf > adr ? adf : adr;
  const Geometry& geo = pos.geometry();
  const Colour side = pos.at(from).colour();
  bool reaches = false;
  if (on_line) {
    const Direction d = direction_between(from, target);
    switch (victim.kind()) {
      case PieceKind::King:
      case PieceKind::Swapper:
        reaches = distance == 1;
        break;
      case PieceKind::CannonPawn:
        reaches = distance == 2 && !pos.at(geo.offset(from, d.df, d.dr)).is_empty();
        break;
      case PieceKind::PushmePullyu:
        reaches = takes_pushme_pullyu(pos, from, target, d, distance);
        break;
      case PieceKind::LongLeaper: {
        const Square landing = geo.offset(target, d.df, d.dr);
        reaches = landing.is_some() && pos.at(landing).is_empty();
        for (Square s = geo.offset(from, d.df, d.dr); reaches && s != target; s = geo.offset(s, d.df, d.dr)) {
          if (pos.at(s).is_empty()) continue;
          reaches =
              enemy(pos, s, side, PieceKind::LongLeaper) && pos.at(geo.offset(s, d.df, d.dr)).is_empty();
        }
        break;
      }
      default:
        break;  // chameleons and immobilizers cannot be taken by a chameleon
    }
  }
  return reaches && !is_frozen(pos, from);
}

// A capture along a line, possibly a swap with an enemy swapper: the swap or the leap, then the
// pushme-pullyus taken by withdrawal and approach.
void chameleon_play(Position& pos, const Move& m) {
  const Geometry& geo = pos.geometry();
  const Colour side = pos.at(m.from).colour();
  const Direction d = direction_between(m.from, m.to);
  const Square behind = geo.offset(m.from, -d.df, -d.dr), ahead = geo.offset(m.to, d.df, d.dr);
  const bool withdrawal = behind.is_some() && is_enemy_kind(pos.at(behind), side, PieceKind::PushmePullyu);
  const bool approach = ahead.is_some() && is_enemy_kind(pos.at(ahead), side, PieceKind::PushmePullyu);
  const Piece partner = pos.at(m.to);
  if (partner.is_unit()) {
    pos.remove(m.to);
    pos.relocate(m.from, m.to);
    pos.add(m.from, partner);
  } else {
    pos.relocate(m.from, m.to);
    for (Square s = geo.offset(m.from, d.df, d.dr); s != m.to; s = geo.offset(s, d.df, d.dr))
      if (!pos.at(s).is_empty()) pos.remove(s);
  }
  if (withdrawal) pos.remove(behind);
  if (approach) pos.remove(ahead);
}

}  // namespace

const SpecialWalk kChameleonWalk{&chameleon_moves, &chameleon_attacks, &chameleon_play};

}  // namespace nightrider::rococo
