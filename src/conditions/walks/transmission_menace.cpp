#include "conditions/walks/transmission_menace.h"

#include <memory>
#include <stdexcept>
#include <string>

#include "conditions/registry.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

namespace {

// A walk made of leaps, lines and hops (or the king's), which the condition can lend.
bool has_walk_data(const Rules& rules, PieceKind kind) {
  if (kind == PieceKind::King) return true;
  const PieceDef& d = rules.def(kind);
  return !d.special && !d.borrows_walks && !d.royal && d.target == CaptureTarget::Enemy;
}

// Does an enemy queen observe `square` along the lines of `walk` (a rook's or a bishop's)? Popeye's
// observation test for those walks counts a queen on their lines.
bool queen_observes_as(const Position& pos, const Rules& rules, Square square, Colour enemy, PieceKind walk) {
  for (const Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!unit.is_unit() || unit.colour() != enemy || unit.kind() != PieceKind::Queen) continue;
    if (with_unit_on(pos, s, s, unit.with_kind(walk),
                     [&](const Position& as) { return rules.attacks(as, s, square); }))
      return true;
  }
  return false;
}

// Calls visit(m) for each move of the unit on `from` with the lent walk `walk`, as a unit of that kind
// and of the unit's side would make it (no en passant, no promotion: a pawn's walk lent).
template <class Visit>
void for_each_lent_move(const Position& pos, const Rules& rules, Square from, PieceKind walk, Visit&& visit) {
  MoveList walk_moves;
  with_unit_on(pos, from, from, pos.at(from).with_kind(walk), [&](const Position& as) {
    rules.generate_walk_moves(as, from, walk_moves);
    return true;
  });
  for (size_t i = 0; i < walk_moves.size(); ++i) {
    const Move& m = walk_moves[i];
    if (m.kind == MoveKind::EnPassant || m.promotion != PieceKind::None) continue;
    visit(m);
  }
}

}  // namespace

std::vector<PieceKind> transmission_menace_lent_walks(const Position& pos, const Rules& rules, Square square,
                                                      Colour side) {
  std::vector<PieceKind> lent;
  const TransmissionMenace* module = transmission_menace_of(rules);
  if (!module) return lent;
  const Colour enemy = opposite(side);
  for (int k = 0; k < kPieceKindCount; ++k) {
    const auto walk = static_cast<PieceKind>(k);
    if (!module->lends(rules, walk)) continue;
    if (rules.is_attacked_by(pos, square, enemy, walk, ObservationLevel::Geometry,
                             ObservationPurpose::Check) ||
        (module->from_diagram() && (walk == PieceKind::Rook || walk == PieceKind::Bishop) &&
         queen_observes_as(pos, rules, square, enemy, walk)))
      lent.push_back(walk);
  }
  return lent;
}

std::vector<PieceKind> transmission_menace_walks_of(const Position& pos, const Rules& rules, const Move& m) {
  std::vector<PieceKind> walks;
  if (m.kind != MoveKind::Normal || !pos.at(m.from).is_unit()) return walks;
  MoveList own;
  rules.generate_walk_moves(pos, m.from, own);
  for (size_t i = 0; i < own.size(); ++i)
    if (own[i].from == m.from && own[i].to == m.to) return walks;
  for (const PieceKind walk : transmission_menace_lent_walks(pos, rules, m.from, pos.at(m.from).colour())) {
    bool makes = false;
    for_each_lent_move(pos, rules, m.from, walk, [&](const Move& w) { makes = makes || w.to == m.to; });
    if (makes) walks.push_back(walk);
  }
  return walks;
}

void TransmissionMenace::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  const Geometry& geometry = pos.geometry();
  std::vector<char> reached(Square::kIndexSpace);
  for (const Square from : geometry.squares()) {
    const Piece unit = pos.at(from);
    if (!unit.is_unit() || unit.colour() != side) continue;
    const std::vector<PieceKind> lent = transmission_menace_lent_walks(pos, rules, from, side);
    if (lent.empty()) continue;
    std::fill(reached.begin(), reached.end(), 0);
    for (size_t i = 0; i < out.size(); ++i)
      if (out[i].from == from) reached[static_cast<size_t>(out[i].to.index())] = 1;
    const bool promotes = rules.def(unit.kind()).pawn && !rules.params().promotion_kinds.empty();
    for (const PieceKind walk : lent)
      for_each_lent_move(pos, rules, from, walk, [&](const Move& m) {
        char& seen = reached[static_cast<size_t>(m.to.index())];
        if (seen) return;
        seen = 1;
        Move plain{from, m.to};
        plain.flags = m.flags & kFlagCapture;
        // (A pawn moving with another walk is still a pawn: on its last rank it promotes.)
        if (promotes && rules.on_promotion_rank(geometry, m.to, side)) {
          for (const PieceKind k : rules.params().promotion_kinds) {
            plain.promotion = k;
            out.push(plain);
          }
          return;
        }
        out.push(plain);
      });
  }
}

std::optional<bool> TransmissionMenace::in_check(const Position& pos, const Rules& rules, Colour c) const {
  if (rules.in_check_after(pos, c, this)) return true;
  const Square king = pos.king(c);
  if (king.is_none()) return false;
  const Colour enemy = opposite(c);
  for (const Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!unit.is_unit() || unit.colour() != enemy) continue;
    for (const PieceKind walk : transmission_menace_lent_walks(pos, rules, s, enemy))
      if (with_unit_on(pos, s, s, unit.with_kind(walk),
                       [&](const Position& as) { return rules.attacks(as, s, king); }))
        return true;
  }
  return false;
}

bool TransmissionMenace::lends(const Rules& rules, PieceKind walk) const {
  if (diagram_walks_) return (*diagram_walks_)[static_cast<size_t>(walk)];
  return rules.uses(walk) && has_walk_data(rules, walk);
}

void TransmissionMenace::diagram(Position& pos, const Rules& rules) const {
  std::array<bool, kPieceKindCount> walks{};
  for (const Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!unit.is_unit()) continue;
    if (unit.kind() == PieceKind::Queen)
      throw std::invalid_argument(
          "condition TransmissionMenace with a queen on the diagram is not supported yet");
    // (A unit of a special walk lends what Popeye's observation test for that walk finds, which is not
    // modelled.)
    if (!has_walk_data(rules, unit.kind()))
      throw std::invalid_argument("condition TransmissionMenace with a unit of walk " +
                                  std::string(rules.def(unit.kind()).name) + " is not supported yet");
    walks[static_cast<size_t>(unit.kind())] = true;
  }
  diagram_walks_ = walks;
}

const TransmissionMenace* transmission_menace_of(const Rules& rules) {
  for (const auto& module : rules.modules())
    if (const auto* tm = dynamic_cast<const TransmissionMenace*>(module.get())) return tm;
  return nullptr;
}

void apply_transmission_menace(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("TransmissionMenace", arguments);
  lend_walks(rules, "TransmissionMenace", "walks lent by the observing units");
  lend_walks_unchecked_beside_paralysis(rules, "TransmissionMenace");
  rules.claim("check", "TransmissionMenace");  // (it defines check)
  rules.params().pawns_on_first_rank = true;   // (a pawn moving with another walk may go back there)
  rules.add_module(std::make_unique<TransmissionMenace>());
}

const ConditionEntry& transmission_menace_condition() {
  static const ConditionEntry entry{
      .names = {.en = "TransmissionMenace",
                .fr = "TransmissionMenace",
                .de = "TransmissionMenace",
                .seeds = {}},
      .apply = &apply_transmission_menace,
      .refuses_neutral_units = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
