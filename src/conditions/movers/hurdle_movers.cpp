#include "conditions/movers/hurdle_movers.h"

#include <algorithm>
#include <array>
#include <cstdlib>
#include <memory>
#include <numeric>
#include <stdexcept>
#include <string>

#include "conditions/capabilities.h"
#include "conditions/circe/reborn_promotion.h"
#include "conditions/recolouring/hurdle_colour_changing.h"
#include "pieces/piece_def.h"
#include "pieces/popeye_vectors.h"
#include "pieces/promotion_order.h"

namespace nightrider::conditions {

std::vector<Square> HurdleMovingUnits::hurdle_destinations(const Position& after, const Rules& rules,
                                                           Piece hopper, Colour mover, Square hurdle) const {
  const Piece hurdle_unit = after.at(hurdle);
  // Bul: the hopper's walk for the side that moved; Dob: the hurdle's own walk for its own side (a
  // neutral hurdle for the side that moved).
  const bool bul = attribute_ == kAttributeBul;
  const PieceKind walk = bul ? hopper.kind() : hurdle_unit.kind();
  const Colour side = bul || hurdle_unit.colour() == Colour::Neutral ? mover : hurdle_unit.colour();
  Position trial = after;
  trial.put(hurdle, Piece(walk, side));
  if (trial.side_to_move() != side) trial.set_side_to_move(side);
  MoveList moves;
  rules.generate_walk_moves(trial, hurdle, moves);
  std::vector<Square> squares;
  for (const Move& m : moves) {
    if (m.from != hurdle || m.kind != MoveKind::Normal || m.is_capture() || !after.at(m.to).is_empty())
      continue;
    if (std::find(squares.begin(), squares.end(), m.to) == squares.end()) squares.push_back(m.to);
  }
  // Popeye generates the hurdle's moves along its vector table and tries them from the last generated
  // back to the first.
  std::stable_sort(squares.begin(), squares.end(), [&](Square a, Square b) {
    return popeye_step_place(hurdle, a) < popeye_step_place(hurdle, b);
  });
  std::reverse(squares.begin(), squares.end());
  return squares;
}

void HurdleMovingUnits::choices(const Position& after, const Rules& rules, const Move& m,
                                std::vector<uint32_t>& values) const {
  if (m.kind != MoveKind::Normal || !m.to.is_some()) {
    values.push_back(0);
    return;
  }
  const Piece mover = after.at(m.to);
  if (m.promotion != PieceKind::None) {
    if (plain_.contains(m.promotion)) values.push_back(0);
    if (moving_.contains(m.promotion) && mover.is_unit() && !(mover.attributes() & attribute_))
      values.push_back(slot_.place(kPromotedWithAttribute));
    return;
  }
  if (!mover.is_unit() || !(mover.attributes() & attribute_)) {
    values.push_back(0);
    return;
  }
  // (The side that moved is still the side to move here.)
  const Square hurdle = hopped_hurdle(after, rules, mover.kind(), after.side_to_move(), m.from, m.to);
  if (hurdle.is_none()) {  // (a Chinese piece's move that takes nothing hops nothing)
    values.push_back(0);
    return;
  }
  // (A pawn the hurdle's move takes to its last rank promotes there, to each kind in Popeye's order.)
  const Piece hurdle_unit = after.at(hurdle);
  const Colour pawn_side =
      hurdle_unit.colour() == Colour::Neutral ? after.side_to_move() : hurdle_unit.colour();
  const auto& kinds = rules.params().promotion_kinds;
  const std::vector<size_t> promotion_order = popeye_promotion_indices(kinds);
  if (kinds.size() > 15)
    throw std::invalid_argument(
        "Bul and Dob hurdles with more than 15 promotion kinds are not supported yet");
  for (const Square to : hurdle_destinations(after, rules, mover, after.side_to_move(), hurdle)) {
    const auto square = static_cast<uint32_t>(to.index() + 1);
    if (pawn_on_last_rank(rules, after.geometry(), hurdle_unit, pawn_side, to) && !kinds.empty()) {
      // (As the mover's own promotion: a kind the diagram holds with the attribute is promoted to with
      // it, Popeye's `=G=b`; plainly where the diagram holds it plainly, or it is not a kind of theirs.)
      for (const size_t k : promotion_order) {
        const uint32_t promotion = square | static_cast<uint32_t>(k + 1) << 7;
        const bool with_attribute = moving_.contains(kinds[k]);
        if (plain_.contains(kinds[k]) || !with_attribute) values.push_back(slot_.place(promotion));
        if (with_attribute) values.push_back(slot_.place(promotion | kPromotedWithAttribute));
      }
    } else {
      values.push_back(slot_.place(square));
    }
  }
}

void HurdleMovingUnits::after_move(Position& pos, const Rules& rules, const Move& m) const {
  const uint32_t value = slot_.get(m);
  if (value == 0 || m.kind != MoveKind::Normal || !m.to.is_some()) return;
  const Piece mover = pos.at(m.to);
  // (A promotee taking the attribute: a change of its own, written after the kind, Popeye's `b1=G=b`.)
  const auto add_attribute = [&](Square s) {
    const Piece unit = pos.at(s);
    pos.change(
        s, Piece(unit.kind(), unit.colour(), static_cast<PieceAttributes>(unit.attributes() | attribute_)),
        EffectReason::KindChange);
  };
  if (value == kPromotedWithAttribute) {  // (the mover's own promotion: no hurdle's square)
    add_attribute(m.to);
    return;
  }
  const Square hurdle = hopped_hurdle(pos, rules, mover.kind(), pos.side_to_move(), m.from, m.to);
  if (hurdle.is_none()) return;
  const Square to = Square::from_index(static_cast<int>((value & 127) - 1));
  const Piece hurdle_unit = pos.at(hurdle);
  pos.relocate(hurdle, to, reason(ReasonRole::Displacement));
  const uint32_t promotion = (value >> 7) & 15;
  const auto& kinds = rules.params().promotion_kinds;
  if (promotion != 0 && promotion <= kinds.size()) {
    pos.change(to, hurdle_unit.with_kind(kinds[promotion - 1]), reason(ReasonRole::Displacement));
    if (value & kPromotedWithAttribute) add_attribute(to);
  }
}

bool HurdleMovingUnits::observation_allowed(const Position& pos, const Rules& rules,
                                            const Observation& o) const {
  // (Popeye validates a check so, not the observations of other units: Masand's, say.)
  if (o.purpose != ObservationPurpose::Check) return true;
  const Piece hopper = pos.at(o.from), target = pos.at(o.target);
  if (!hopper.is_unit() || !(hopper.attributes() & attribute_)) return true;
  if (!target.is_unit() || !(rules.def(target.kind()).royal || (target.attributes() & kAttributeRoyal)))
    return true;
  // The capture played on a trial board: it checks only where the hurdle then has a move.
  Position after = pos;
  after.put(o.target, Piece());
  after.put(o.from, Piece());
  after.put(o.target, hopper);
  const Square hurdle = hopped_hurdle(after, rules, hopper.kind(), o.by, o.from, o.target);
  if (hurdle.is_none()) return true;
  return !hurdle_destinations(after, rules, hopper, o.by, hurdle).empty();
}

namespace {

void add_hurdle_moving_units(Rules& rules, const std::vector<Piece>& diagram, PieceAttributes attribute,
                             const char* name) {
  KindSet moving, plain;
  for (PieceKind k : {PieceKind::King, PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                      PieceKind::Knight, PieceKind::Pawn})
    plain.insert(k);
  for (const Piece& p : diagram) {
    if ((p.attributes() & kAttributeBul) && (p.attributes() & kAttributeDob))
      throw std::invalid_argument("A hopper can not be both Bul and Dob");
    if (!(p.attributes() & attribute)) {
      plain.insert(p.kind());
      continue;
    }
    // (Popeye's own refusal, in its words, for the other walks.)
    if (!popeye_hurdle_colour_changing_kind(p.kind()))
      throw std::invalid_argument("HurdleColourChanging, Bul and Dob only allowed with certain hoppers");
    if (!modelled_hurdle_colour_changing_kind(p.kind()) || (p.attributes() & kAttributeHurdleColourChanging))
      throw std::invalid_argument(std::string("piece attribute ") + name + " on a " +
                                  std::string(builtin_piece(p.kind()).name) + " is not supported yet");
    moving.insert(p.kind());
  }
  rules.exclude(
      kCapabilityMoverGoesOn, name,
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  const ChoiceSlot slot = rules.reserve_choice(name, HurdleMovingUnits::kBits);
  // (Popeye's tables of threats and refutations do not see where the hurdle went: hops that differ
  // only there are one move to them.)
  rules.choice_unseen_by_popeye_tables(slot, HurdleMovingUnits::kHurdleSquareBits);
  rules.add_module(std::make_unique<HurdleMovingUnits>(attribute, slot, moving, plain));
}

void add_bul_units(Rules& rules, const std::vector<Piece>& diagram) {
  add_hurdle_moving_units(rules, diagram, kAttributeBul, "Bul");
}
void add_dob_units(Rules& rules, const std::vector<Piece>& diagram) {
  add_hurdle_moving_units(rules, diagram, kAttributeDob, "Dob");
}

}  // namespace

const AttributeEntry& bul_attribute() {
  static const AttributeEntry entry{
      .en = "Bul", .fr = "Bul", .de = "Bul", .bit = kAttributeBul, .with_diagram = &add_bul_units};
  return entry;
}

const AttributeEntry& dob_attribute() {
  static const AttributeEntry entry{
      .en = "Dob", .fr = "Dob", .de = "Dob", .bit = kAttributeDob, .with_diagram = &add_dob_units};
  return entry;
}

}  // namespace nightrider::conditions
