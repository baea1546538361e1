#include "conditions/captures/make_and_take.h"

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// Answers ask(board) on `pos` with `from` emptied and `unit` put on `there` (which may be `from`),
// everything else unchanged (en passant, the move marker), then takes it back: the position comes back
// exactly (board, journal, hash), as Rules::try_move does.
template <class Ask>
void make_and_take_with_unit(const Position& pos, Square from, Square there, Piece unit, Ask&& ask) {
  Position& scratch = const_cast<Position&>(pos);
  const Square ep = pos.en_passant(), victim = pos.en_passant_victim(), also = pos.en_passant_also();
  const uint16_t marker = pos.move_marker();
  scratch.begin_move(Move{from, there});
  scratch.remove(from);
  scratch.add(there, unit);
  if (ep.is_some()) scratch.set_move_en_passant(ep, victim, also);
  scratch.set_move_marker(marker);
  ask(static_cast<const Position&>(scratch));
  scratch.end_move(false);
  scratch.undo_move();
}

// Could a unit of `kind`, observing for `by`, attack `target` from some square next to `from` (where a
// king's make takes it)? A quick no for leaps and rides that cannot; yes for every other walk.
bool make_and_take_may_attack_near(const Rules& rules, PieceKind kind, Colour by, Square from, Square target) {
  const PieceDef& def = rules.def(kind);
  if (def.special || def.borrows_walks) return true;
  auto near = [&](int file, int rank) { return std::abs(file - from.file()) <= 1 && std::abs(rank - from.rank()) <= 1; };
  for (const Colour side : {Colour::White, Colour::Black}) {
    if (by != Colour::Neutral && side != by) continue;
    const int forward = side == Colour::Black ? -1 : 1;
    for (const WalkPart& part : def.parts) {
      if (part.mode == StepMode::MoveOnly) continue;
      if ((part.step != StepKind::Leap && part.step != StepKind::Ride) || part.circle) return true;
      for (const Vec v : part.vectors) {
        const int steps = part.step == StepKind::Leap ? 1 : 16;
        for (int n = 1; n <= steps; ++n)
          if (near(target.file() - n * v.df, target.rank() - n * v.dr * forward)) return true;
      }
    }
  }
  return false;
}

bool make_and_take_victim_side(Piece p, Colour victims) {
  return p.is_unit() && (p.colour() == victims || p.colour() == Colour::Neutral);
}

}  // namespace

std::vector<Square> make_and_take_makes(const Position& pos, const Rules& rules, Square from, Piece walker) {
  MoveList walk;
  make_and_take_with_unit(pos, from, from, walker,
                          [&](const Position& p) { rules.generate_walk_moves(p, from, walk); });
  std::vector<Square> squares;
  for (const Move& m : walk)
    if (!m.is_capture() && m.kind != MoveKind::Castle && m.from == from &&
        std::find(squares.begin(), squares.end(), m.to) == squares.end())
      squares.push_back(m.to);
  return squares;
}

std::vector<Move> make_and_take_takes_from(const Position& pos, const Rules& rules, Square from,
                                           Square make) {
  MoveList takes;
  make_and_take_with_unit(pos, from, make, pos.at(from),
                          [&](const Position& p) { rules.generate_walk_moves(p, make, takes); });
  std::vector<Move> out;
  for (const Move& take : takes)
    if (take.is_capture() && take.from == make) out.push_back(take);
  return out;
}

void MakeAndTake::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move(), victims = opposite(side);
  const Geometry& geo = pos.geometry();
  // The kinds of the units that may be taken (kings are never taken by a move).
  std::vector<PieceKind> kinds;
  for (Square s : geo.squares()) {
    const Piece p = pos.at(s);
    if (make_and_take_victim_side(p, victims) && !rules.def(p.kind()).royal &&
        std::find(kinds.begin(), kinds.end(), p.kind()) == kinds.end())
      kinds.push_back(p.kind());
  }
  if (kinds.empty()) return;
  MoveList takes;
  for (Square s : geo.squares()) {
    const Piece unit = pos.at(s);
    if (!Rules::movable_by(unit, side)) continue;
    const size_t first = out.size();
    for (PieceKind kind : kinds) {
      for (Square make : make_and_take_makes(pos, rules, s, Piece(kind, victims))) {
        takes.clear();
        make_and_take_with_unit(pos, s, make, unit, [&](const Position& p) { rules.generate_walk_moves(p, make, takes); });
        for (Move take : takes) {
          if (!take.is_capture() || take.from != make) continue;
          const Square on = take.kind == MoveKind::EnPassant ? take.aux_square() : take.to;
          const Piece victim = pos.at(on);
          if (!make_and_take_victim_side(victim, victims) || victim.kind() != kind) continue;
          take.from = s;
          take.set_choices(static_cast<uint16_t>(take.choices() | slot_.place(1)));
          // One move however many makes lead to it (Popeye drops the repetitions).
          if (std::find(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), take) == out.end()) out.push(take);
        }
      }
    }
  }
}

bool MakeAndTake::admits(const Position&, const Rules&, const Move& m) const {
  return !m.is_capture() || slot_.get(m) != 0;
}

std::optional<bool> MakeAndTake::in_check(const Position& pos, const Rules& rules, Colour side) const {
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());  // (the scratch boards below change the set)
  for (Square king : kings) {
    const Piece royal = pos.at(king);
    for (Square s : pos.geometry().squares()) {
      const Piece unit = pos.at(s);
      if (!unit.is_unit() || s == king || (unit.colour() != by && unit.colour() != Colour::Neutral)) continue;
      // A make with the king's walk, for the king's side, then the unit's own attack on the king.
      if (royal.kind() == PieceKind::King && !make_and_take_may_attack_near(rules, unit.kind(), unit.colour(), s, king) &&
          !(s == Square(4, side == Colour::White ? 0 : pos.geometry().height() - 1)))
        continue;  // (the king's make goes one square; the castling make from its home square further)
      for (Square make : make_and_take_makes(pos, rules, s, Piece(royal.kind(), side))) {
        bool attacks = false;
        make_and_take_with_unit(pos, s, make, unit, [&](const Position& p) {
          attacks = rules.is_attacked_if(p, king, by, ObservationPurpose::Check,
                                         [&](Square from) { return from == make; });
        });
        if (attacks) return true;
      }
      if (castling_make_checks(pos, rules, s, king, side)) return true;
    }
  }
  return false;
}

bool MakeAndTake::castling_make_checks(const Position& pos, const Rules& rules, Square from, Square king,
                                       Colour side) const {
  // Popeye's castling as a make: a unit on the king's home square of `side` castles there with a rook of
  // `side` that still may castle (the squares between empty), then takes the king from the king's
  // castling square.
  const Geometry& geo = pos.geometry();
  if (pos.at(king).kind() != PieceKind::King) return false;
  const int home_rank = side == Colour::White ? 0 : geo.height() - 1;
  if (geo.width() != 8 || from != Square(4, home_rank)) return false;
  for (const int rook_file : {7, 0}) {
    const Square rook(rook_file, home_rank);
    if (pos.at(rook) != Piece(PieceKind::Rook, side) || !pos.has_right(rook)) continue;
    const int direction = rook_file > 4 ? 1 : -1;
    bool clear = true;
    for (int file = 4 + direction; file != rook_file; file += direction) clear = clear && pos.at(Square(file, home_rank)).is_empty();
    if (!clear) continue;
    const Square unit_to(4 + 2 * direction, home_rank), rook_to(4 + direction, home_rank);
    Position& scratch = const_cast<Position&>(pos);
    scratch.begin_move(Move{from, unit_to});
    scratch.relocate(from, unit_to);
    scratch.relocate(rook, rook_to);
    const bool attacks = rules.is_attacked_if(scratch, king, opposite(side), ObservationPurpose::Check,
                                              [&](Square at) { return at == unit_to; });
    scratch.end_move(false);
    scratch.undo_move();
    if (attacks) return true;
  }
  return false;
}

void apply_make_and_take(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("Make&TakeChess", arguments);
  rules.claim("check", "Make&TakeChess");  // (it defines check; no other definition beside it yet)
  // (Other conditions' captures, made from elsewhere or going on elsewhere, would carry no make.)
  rules.exclude(kCapabilityObservingElsewhere, "Make&TakeChess",
                "moves and captures made from other squares beside its makes are not supported yet");
  rules.exclude(kCapabilityMoverGoesOn, "Make&TakeChess", "a capture both preceded and followed by a make is not supported yet");
  rules.exclude(kCapabilityRebirthCheck, "Make&TakeChess", "check by a make beside check by a legal rebirth is not supported yet");
  rules.params().en_passant_from_anywhere = true;  // (a make may bring a pawn beside the pawn that passed)
  rules.add_module(std::make_unique<MakeAndTake>(rules.reserve_choice("Make&TakeChess", 1)));
}

const ConditionEntry& make_and_take_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Make&TakeChess", .fr = "Make&TakeEchecs", .de = "Make&TakeSchach", .seeds = {}},
      .apply = &apply_make_and_take,
  };
  return entry;
}

}  // namespace nightrider::conditions
