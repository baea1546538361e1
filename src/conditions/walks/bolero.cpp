#include "conditions/walks/bolero.h"

#include <memory>
#include <span>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "conditions/walks/lent_walk_moves.h"
#include "conditions/walks/unit_in_place.h"

namespace nightrider::conditions {

PieceKind Bolero::file_walk(Square s) {
  static constexpr PieceKind kArray[8] = {PieceKind::Rook,   PieceKind::Knight, PieceKind::Bishop,
                                          PieceKind::Queen,  PieceKind::King,   PieceKind::Bishop,
                                          PieceKind::Knight, PieceKind::Rook};
  return kArray[s.file()];
}

bool Bolero::dances(const Rules& rules, Piece unit) const {
  return unit.is_unit() && !rules.def(unit.kind()).pawn && (rex_inclusive_ || !royal_unit(rules, unit));
}

void Bolero::generate(const Position& pos, const Rules& rules, MoveList& out) const {
  const Colour side = pos.side_to_move();
  MoveList walk;
  for (Square s : pos.geometry().squares()) {
    const Piece unit = pos.at(s);
    if (!Rules::movable_by(unit, side) || !dances(rules, unit)) continue;
    // Bolero: the file's walk moves without capturing; inverse: it captures.
    lent_walk_moves(pos, rules, s, file_walk(s), slot_.place(1), walk, [&](const Move& m) {
      if (m.is_capture() == inverse_) out.push(m);
    });
  }
}

bool Bolero::admits(const Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return true;
  const Piece unit = pos.at(m.from);
  if (!dances(rules, unit)) return true;
  // The unit's own walk: Bolero keeps its captures, the inverse its other moves.
  return slot_.get(m) != 0 || m.is_capture() != inverse_;
}

std::optional<bool> Bolero::in_check(const Position& pos, const Rules& rules, Colour side) const {
  if (!inverse_) return std::nullopt;
  const Colour by = opposite(side);
  const std::span<const Square> royals = pos.royals(side);
  const std::vector<Square> kings(royals.begin(), royals.end());
  for (Square king : kings) {
    // The pawns and royal units (unless RexInclusive) observe with their own walk, the others with their
    // file's.
    if (rules.is_attacked_if(pos, king, by, ObservationPurpose::Check,
                             [&](Square from) { return !dances(rules, pos.at(from)); }))
      return true;
    for (Square s : pos.geometry().squares()) {
      const Piece unit = pos.at(s);
      if (!Rules::movable_by(unit, by) || !dances(rules, unit)) continue;
      const PieceKind kind = file_walk(s);
      if (rules.may_reach(by, kind, s, king) && checks_with_walk(pos, rules, s, kind, by, king)) return true;
    }
  }
  return false;
}

namespace {

void apply_bolero_kind(Rules& rules, bool inverse, const std::vector<std::string>& arguments) {
  const char* keyword = inverse ? "BoleroInverse" : "Bolero";
  bool rex_inclusive = false;
  for (const std::string& a : arguments) {
    const std::string word = lower_case(a);
    if (word == "rexinclusive" || word == "rexinclusiv")
      rex_inclusive = true;
    else if (word != "rexexclusive" && word != "rexexclusiv")
      throw std::invalid_argument(std::string(keyword) + " " + a + " is not supported yet");
  }
  if (rules.geometry().width() != 8 || rules.geometry().height() != 8)
    throw std::invalid_argument(std::string(keyword) + " is played on the 8x8 board only");
  lend_walks(rules, keyword, "walks taken from the file");
  // (Popeye generates a unit's captures on the second of its two paths, after its other moves.)
  rules.provide(kCapabilityCapturesGeneratedApart, keyword);
  lend_walks_unchecked_beside_paralysis(rules, keyword);
  rules.claim("the walks of the units", keyword);
  // (The inverse defines check; Bolero relies on check by the units' own walks, which Annan's lent walks
  // would change.)
  rules.claim("check", keyword, /*shared=*/!inverse);
  rules.add_module(std::make_unique<Bolero>(inverse, rex_inclusive, rules.reserve_choice(keyword, 1)));
}

}  // namespace

void apply_bolero(Rules& rules, const std::vector<std::string>& arguments) {
  apply_bolero_kind(rules, false, arguments);
}
void apply_bolero_inverse(Rules& rules, const std::vector<std::string>& arguments) {
  apply_bolero_kind(rules, true, arguments);
}

const ConditionEntry& bolero_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Bolero", .fr = "Bolero", .de = "Bolero", .seeds = {}},
      .apply = &apply_bolero,
  };
  return entry;
}

const ConditionEntry& bolero_inverse_condition() {
  static const ConditionEntry entry{
      .names = {.en = "BoleroInverse", .fr = "BoleroInverse", .de = "BoleroInvers", .seeds = {}},
      .apply = &apply_bolero_inverse,
  };
  return entry;
}

}  // namespace nightrider::conditions
