#include "conditions/transmutation/football.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <memory>
#include <stdexcept>
#include <string_view>

#include "conditions/registry.h"
#include "pieces/piece_def.h"
#include "rules/letter_for_new_kind.h"
#include "solver/popeye_tables.h"

namespace nightrider::conditions {
namespace {

// The place of `kind` in Popeye's order of its walks (its table of piece codes).
size_t football_walk_place(PieceKind kind) {
  const std::string_view code = builtin_piece(kind).popeye_code;
  for (size_t i = 0; i < std::size(solver::popeye::kPieces); ++i) {
    std::string_view en = solver::popeye::kPieces[i].en;
    if (en.size() == code.size() && std::equal(en.begin(), en.end(), code.begin(), [](char a, char b) {
          return std::toupper(a) == std::toupper(b);
        }))
      return i;
  }
  return std::size(solver::popeye::kPieces);
}

}  // namespace

Square FootballChess::substituted_square(const Position& after, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null || m.kind == MoveKind::Castle) return Square::none();
  // The mover followed through the move's own action (a locust's landing, a second step).
  const auto all = after.last_effects();
  const auto primary = all.first(all.size() - after.last_side_effects().size());
  Square at = m.from;
  for (const Effect& e : primary) {
    if (e.kind == EffectKind::Relocate && e.from == at) at = e.to;
    if (e.kind == EffectKind::Remove && e.from == at) return Square::none();  // (it left the board)
  }
  const Piece unit = after.at(at);
  if (!unit.is_unit() || rules.def(unit.kind()).royal || (unit.attributes() & kAttributeRoyal))
    return Square::none();
  if (at.file() != 0 && at.file() != after.geometry().width() - 1) return Square::none();
  return at;
}

void FootballChess::choices(const Position& after, const Rules& rules, const Move& m,
                            std::vector<uint32_t>& values) const {
  const Square at = substituted_square(after, rules, m);
  if (at.is_none()) {
    values.push_back(0);
    return;
  }
  const PieceKind own = after.at(at).kind();
  if (std::find(substitutes_.begin(), substitutes_.end(), own) == substitutes_.end()) values.push_back(0);
  for (size_t i = 0; i < substitutes_.size(); ++i)
    values.push_back(slot_.place(static_cast<uint32_t>(i + 1)));
}

void FootballChess::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t chosen = slot_.get(m);
  if (chosen == 0) return;
  const Square at = substituted_square(pos, rules, m);
  if (at.is_none()) return;
  const PieceKind substitute = substitutes_[chosen - 1];
  if (pos.at(at).kind() != substitute)
    pos.change(at, pos.at(at).with_kind(substitute), reason(ReasonRole::KindChange));
}

void apply_football(Rules& rules, const std::vector<std::string>& arguments) {
  if (arguments.empty())
    throw std::invalid_argument(
        "Football without piece codes (every walk of the problem as a substitute) is not supported yet");
  std::vector<PieceKind> substitutes;
  for (const std::string& argument : arguments) {
    std::string code = argument;
    std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return std::toupper(c); });
    const std::optional<PieceKind> kind = kind_for_popeye_code(code);
    if (!kind) throw std::invalid_argument("Football: piece " + argument + " is not supported yet");
    const PieceDef& def = builtin_piece(*kind);
    if (def.royal || def.pawn)
      throw std::invalid_argument("Football " + argument +
                                  " (a king or pawn as a substitute) is not supported yet");
    if (std::find(substitutes.begin(), substitutes.end(), *kind) == substitutes.end())
      substitutes.push_back(*kind);
  }
  if (substitutes.size() + 1 >= (1u << FootballChess::kBits))
    throw std::invalid_argument("Football with so many substitutes is not supported yet");
  std::stable_sort(substitutes.begin(), substitutes.end(),
                   [](PieceKind a, PieceKind b) { return football_walk_place(a) < football_walk_place(b); });
  for (PieceKind kind : substitutes) {
    if (rules.uses(kind)) continue;
    const std::optional<char> letter = letter_for_new_kind(rules, kind);
    if (!letter)
      throw std::invalid_argument("Football " + std::string(builtin_piece(kind).popeye_code) +
                                  ": no letter is left for it");
    rules.use_piece(kind, *letter);
  }
  const ChoiceSlot slot = rules.reserve_choice("Football", FootballChess::kBits);
  rules.add_module(std::make_unique<FootballChess>(slot, std::move(substitutes)));
}

const ConditionEntry& football_condition() {
  static const ConditionEntry entry{
      .names = {.en = "Football", .fr = "Football", .de = "Fussball", .seeds = {}},
      .apply = &apply_football,
      .order = -1,  // (first: the unit changes before any rule sends it on, as in Popeye)
  };
  return entry;
}

}  // namespace nightrider::conditions
