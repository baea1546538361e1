#include "conditions/circe/mars_circe.h"

#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

bool same_but_choices(Move a, const Move& b) {
  a.set_choices(b.choices());  // (a choosing condition's values come after the move)
  return a == b;
}

}  // namespace

bool MarsCirce::concerns(const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return false;
  switch (form_) {
    case MarsForm::AntiMars:
      return !m.is_capture();
    case MarsForm::Phantom:
      return true;
    case MarsForm::Mars:
    case MarsForm::Plus:
      break;
  }
  return m.is_capture();
}

namespace {
// Plus chess's centre.
constexpr Square kCentre[4] = {Square(3, 3), Square(3, 4), Square(4, 3), Square(4, 4)};  // d4 d5 e4 e5
}  // namespace

std::optional<Square> MarsCirce::rebirth_square(const Rules& rules, Piece unit, Square from, Colour side,
                                                Square origin) const {
  const bool king = rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal);
  if (king && !kings_) return std::nullopt;
  // (Its square is found as if the other side had taken it there: a neutral unit as the mover's.)
  const Piece relevant = unit.colour() == Colour::Neutral ? unit.with_colour(side) : unit;
  return squares_.square(relevant, from, from, origin);
}

MarsCirce::Departures MarsCirce::departures(const Position& pos, const Rules& rules, Square from,
                                            Colour side) const {
  Departures d;
  auto add = [&](Square s, uint32_t mark) {
    d.squares[d.count] = s;
    d.marks[d.count++] = mark;
  };
  if (form_ == MarsForm::Plus) {
    d.own = true;
    bool central = false;
    for (Square c : kCentre) central |= c == from;
    if (central)
      for (uint32_t i = 0; i < 4; ++i)
        if (kCentre[i] != from && pos.at(kCentre[i]).is_empty()) add(kCentre[i], 1 + i);
    return d;
  }
  d.own = form_ == MarsForm::Phantom;
  const std::optional<Square> rebirth = rebirth_square(rules, pos.at(from), from, side, pos.origin(from));
  if (rebirth == from)
    d.own = true;
  else if (rebirth && pos.at(*rebirth).is_empty())
    add(*rebirth, 1);
  return d;
}

std::optional<Square> MarsCirce::marked_square(const Rules& rules, Piece unit, Square from, Colour side,
                                               Square origin, uint32_t mark) const {
  if (form_ == MarsForm::Plus)
    return mark >= 1 && mark <= 4 ? std::optional<Square>(kCentre[mark - 1]) : std::nullopt;
  return rebirth_square(rules, unit, from, side, origin);
}

void MarsCirce::moves_from(const Position& pos, const Rules& rules, Square from, Square there, uint32_t mark,
                           MoveList& out) const {
  MoveList walk;
  with_unit_on(pos, from, there, pos.at(from), [&](const Position& moved) {
    rules.generate_walk_moves(moved, there, walk);
    return true;
  });
  MoveList own;  // (Phantom and Plus: the squares its own moves reach)
  if (form_ == MarsForm::Phantom || form_ == MarsForm::Plus) rules.generate_walk_moves(pos, from, own);
  auto reached = [&](Square to) {
    for (const Move& o : own)
      if (o.to == to) return true;
    return false;
  };
  for (Move m : walk) {
    if (!concerns(m) || m.to == from || reached(m.to)) continue;  // (no move back to its own square)
    m.from = from;
    m.set_choices(static_cast<uint16_t>(m.choices() | slot_.place(mark)));
    out.push(m);
  }
}

void MarsCirce::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  for (Square s : pos.geometry().squares()) {
    if (!Rules::movable_by(pos.at(s), side)) continue;
    const Departures d = departures(pos, rules, s, side);
    for (int i = 0; i < d.count; ++i) moves_from(pos, rules, s, d.squares[i], d.marks[i], out);
  }
  if (form_ == MarsForm::AntiMars) generate_castling(pos, rules, out);
}

namespace {
// The square a castling king sets out from (the square beside the one the rook lands on, away from the
// king's target), and the rook's corner.
Square mars_castling_home(const Move& m) {
  return Square(2 * m.aux2_square().file() - m.to.file(), m.to.rank());
}
Square mars_castling_corner(const Position& pos, const Move& m) {
  return Square(m.to.file() > mars_castling_home(m).file() ? pos.geometry().width() - 1 : 0, m.to.rank());
}
}  // namespace

// Anti-Mars Circe castles as if from the rebirth squares, as Popeye generates it: a king away from its
// home square castles as if standing there, when that is its rebirth square and empty (it needs no
// right for it: Popeye gives it one); a king at home with its right also castles with a rook standing
// elsewhere as if on its corner, when the corner is that rook's (plain Circe) rebirth square and empty,
// and one away from home also with the corner's rook that kept its right. The squares between must be
// empty and the king's three squares free of attack, with both units so placed. The move is played
// from the units' own squares (the board after it is the same); after_move notes the squares they set
// out from ("[bKf6->e8][bRh5->a8]0-0-0").
void MarsCirce::generate_castling(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const Geometry& geo = pos.geometry();
  const Square king = pos.king(side);
  if (king.is_none() || !kings_ || pos.at(king) != Piece(PieceKind::King, side)) return;
  const int rank = side == Colour::White ? 0 : geo.height() - 1;
  const Square home(geo.width() / 2, rank);
  const bool at_home = king == home;
  if (at_home ? !pos.has_right(home)
              : (rebirth_square(rules, pos.at(king), king, side, pos.origin(king)) != home ||
                 !pos.at(home).is_empty()))
    return;
  const Piece rook_unit(PieceKind::Rook, side);
  for (int direction : {1, -1}) {
    const Square corner(direction > 0 ? geo.width() - 1 : 0, rank);
    const Square crossed(home.file() + direction, rank), target(home.file() + 2 * direction, rank);
    std::vector<Square> rooks;
    if (!at_home && pos.at(corner) == rook_unit && pos.has_right(corner)) rooks.push_back(corner);
    if (pos.at(corner).is_empty())
      for (Square s : geo.squares())
        if (pos.at(s) == rook_unit && circe_rebirth_square(rook_unit, s) == corner) rooks.push_back(s);
    for (const Square rook : rooks) {
      bool clear = true;
      for (int f = home.file() + direction; f != corner.file(); f += direction) {
        const Square s(f, rank);
        clear = clear && (s == king || s == rook || pos.at(s).is_empty());
      }
      if (!clear || (rook == target && king == crossed)) continue;  // (they would exchange squares)
      // The king's squares free of attack, the units standing on home and corner.
      Position& scratch = const_cast<Position&>(pos);
      scratch.begin_move(Move{king, home});
      if (king != home) scratch.relocate(king, home);
      if (rook != corner) scratch.relocate(rook, corner);
      const Colour enemy = opposite(side);
      const bool safe = !rules.is_attacked(scratch, home, enemy, ObservationPurpose::Castling) &&
                        !rules.is_attacked(scratch, crossed, enemy, ObservationPurpose::Castling) &&
                        !rules.is_attacked(scratch, target, enemy, ObservationPurpose::Castling);
      scratch.end_move(false);
      scratch.undo_move();
      if (!safe) continue;
      Move m{king, target, MoveKind::Castle};
      m.aux = static_cast<uint8_t>(rook.index());
      m.aux2 = static_cast<uint8_t>(crossed.index());
      out.push(m);
    }
  }
}

bool MarsCirce::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (!concerns(m)) return true;
  const Departures d = departures(pos, rules, m.from, pos.side_to_move());
  const uint32_t mark = slot_.get(m);
  if (mark == 0) return d.own;  // (the walk's own move)
  for (int i = 0; i < d.count; ++i) {
    if (d.marks[i] != mark) continue;
    MoveList moves;
    moves_from(pos, rules, m.from, d.squares[i], mark, moves);
    for (const Move& x : moves)
      if (same_but_choices(x, m)) return true;
  }
  return false;
}

void MarsCirce::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Castle) {
    // Anti-Mars castling from the rebirth squares: the king's, then the rook's (generate_castling).
    if (form_ != MarsForm::AntiMars) return;
    const Square home = mars_castling_home(m), corner = mars_castling_corner(pos, m);
    if (m.from != home) pos.note_stay(home, EffectReason::Detour);
    if (m.aux_square() != corner) pos.note_stay(corner, EffectReason::Detour);
    return;
  }
  const uint32_t mark = slot_.get(m);
  if (mark == 0) return;
  // The unit as it set out (before a promotion), on m.from; it stands on m.to now.
  const auto all = pos.last_effects();
  const size_t primary = all.size() - pos.last_side_effects().size();
  for (size_t i = 0; i < primary; ++i) {
    if (all[i].kind != EffectKind::Relocate || all[i].from != m.from) continue;
    // (The move has not passed the turn yet; the unit's diagram square came along with it.)
    const std::optional<Square> there =
        marked_square(rules, all[i].piece, m.from, pos.side_to_move(), pos.origin(m.to), mark);
    if (there) pos.note_stay(*there, EffectReason::Detour);
    return;
  }
}

ObserverSquares MarsCirce::observer_squares(const Position& pos, const Rules& rules, Square from,
                                            Colour by) const {
  const Departures d = departures(pos, rules, from, by);
  ObserverSquares o;
  o.own = d.own;
  for (int i = 0; i < d.count; ++i) o.squares[o.count++] = d.squares[i];
  return o;
}

namespace {

void apply_mars(Rules& rules, const std::vector<std::string>& arguments, MarsForm form) {
  const std::string name = form == MarsForm::Mars       ? "MarsCirce"
                           : form == MarsForm::AntiMars ? "AntiMarsCirce"
                           : form == MarsForm::Phantom  ? "PhantomChess"
                                                        : "PlusChess";
  if (form == MarsForm::Plus) expect_no_arguments(name, arguments);
  rules.exclude(kCapabilityMoverGoesOn, name,
                "its moves made from other squares beside a second step are not supported yet");
  RebirthSquares squares;
  // (Popeye: Mars and Anti-Mars Circe are Rex Inclusiv unless told otherwise, Phantom chess Exclusiv.)
  bool kings = form != MarsForm::Phantom;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexinclusive")
      kings = true;
    else if (word == "rexexclusive")
      kings = false;
    else if (word == "strict")  // (the default: an occupied rebirth square allows no such move)
      continue;
    else if (word == "rank" || !squares.read(word))  // (Rank: Popeye's relevant side not followed yet)
      throw std::invalid_argument(name + " " + a + " is not supported yet");
  }
  // (Popeye refuses these: the square would depend on a capture that has not happened.)
  if (squares.rule == RebirthRule::PlaceExchange || squares.couscous || squares.clone)
    throw std::invalid_argument(name + " takes no PWC, Couscous or Clone");
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument(name + " needs the 8x8 board");
  rules.claim("whose units a side moves", name, true);  // (each its own side's, from its square)
  rules.exclude(kCapabilityKnightRole, name,
                "the rebirth squares for another kind in the knight's role are not supported yet");
  if (form != MarsForm::AntiMars) rules.provide(kCapabilityObservingElsewhere, name);
  if (form == MarsForm::Phantom || form == MarsForm::Plus)
    rules.provide(kCapabilityObservingFromSeveralSquares, name);
  // (Popeye generates a unit's captures on one path and its other moves on another: the order in which
  // it tries them, solver/popeye_move_order.h.)
  if (form == MarsForm::Mars || form == MarsForm::AntiMars)
    rules.provide(kCapabilityCapturesGeneratedApart, name);
  // (One bit tells a move made from the rebirth square from the walk's own move between the same
  // squares: threats and refutations are told apart by it, as Popeye tells them apart by the square
  // the unit moved from.)
  const ChoiceSlot slot =
      rules.reserve_choice(name + " (a move from another square)", form == MarsForm::Plus ? 3 : 1);
  rules.add_module(std::make_unique<MarsCirce>(squares, kings, form, slot));
}

}  // namespace

void apply_mars_circe(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mars(rules, arguments, MarsForm::Mars);
}

void apply_anti_mars_circe(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mars(rules, arguments, MarsForm::AntiMars);
}

void apply_phantom_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mars(rules, arguments, MarsForm::Phantom);
}

void apply_plus_chess(Rules& rules, const std::vector<std::string>& arguments) {
  apply_mars(rules, arguments, MarsForm::Plus);
}

const ConditionEntry& mars_circe_condition() {
  static const ConditionEntry entry{
      .names = {.en = "MarsCirce",
                .fr = "MarsCirce",
                .de = "MarsCirce",
                .seeds = {{"Circé maléfique martien", {"Mirror"}}}},
      .apply = &apply_mars_circe,
  };
  return entry;
}

const ConditionEntry& anti_mars_circe_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AntiMarsCirce", .fr = "AntiMarsCirce", .de = "AntiMarsCirce", .seeds = {}},
      .apply = &apply_anti_mars_circe,
  };
  return entry;
}

const ConditionEntry& phantom_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PhantomChess", .fr = "EchecsPhantom", .de = "PhantomSchach", .seeds = {}},
      .apply = &apply_phantom_chess,
  };
  return entry;
}

const ConditionEntry& plus_chess_condition() {
  static const ConditionEntry entry{
      .names = {.en = "PlusChess", .fr = "EchecsPlus", .de = "PlusSchach", .seeds = {}},
      .apply = &apply_plus_chess,
  };
  return entry;
}

}  // namespace nightrider::conditions
