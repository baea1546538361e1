#include "conditions/recolouring/hurdle_colour_changing.h"

#include <memory>
#include <stdexcept>
#include <string>

#include "conditions/capabilities.h"
#include "pieces/piece_def.h"

namespace nightrider::conditions {

namespace {

// The first square from `from` along (df, dr) that is not empty, or none (off the board).
Square first_occupied_from(const Position& pos, Square from, int df, int dr) {
  Square s = pos.geometry().offset(from, df, dr);
  while (s.is_some() && pos.at(s).is_empty()) s = pos.geometry().offset(s, df, dr);
  return s;
}

// Are the squares strictly between `a` and `b`, `steps` steps of (df, dr) apart, empty?
bool empty_between(const Position& pos, Square a, int df, int dr, int steps) {
  Square s = a;
  for (int i = 1; i < steps; ++i) {
    s = pos.geometry().offset(s, df, dr);
    if (s.is_none() || !pos.at(s).is_empty()) return false;
  }
  return true;
}

// How many steps of (df, dr) lead from `a` to `b` (0: none).
int steps_between(const Position& pos, Square a, Square b, int df, int dr) {
  Square s = a;
  for (int i = 1; i <= 64; ++i) {
    s = pos.geometry().offset(s, df, dr);
    if (s.is_none()) return 0;
    if (s == b) return i;
  }
  return 0;
}

// The hurdle of one hop part along (df, dr) if that hop leads from `from` to `to`, else none. The board
// is the one after the move: the line from `from` to the hurdle is as it was (the hopper left `from`
// and stands beyond the hurdle, or off the line).
Square hurdle_along(const Position& after, const WalkPart& part, Square from, Square to, int df, int dr) {
  const Square hurdle =
      part.hurdle_adjacent ? after.geometry().offset(from, df, dr) : first_occupied_from(after, from, df, dr);
  if (hurdle.is_none() || hurdle == to || !after.at(hurdle).is_unit()) return Square::none();
  const int beyond = steps_between(after, hurdle, to, df, dr);
  if (beyond == 0 || !empty_between(after, hurdle, df, dr, beyond)) return Square::none();
  if (part.step == StepKind::HopBeyond) return hurdle;
  const int wanted = part.beyond != 0 ? part.beyond : steps_between(after, from, hurdle, df, dr);
  return beyond == wanted ? hurdle : Square::none();
}

}  // namespace

Square hopped_hurdle(const Position& after, const Rules& rules, PieceKind kind, Colour side, Square from,
                     Square to) {
  const int forward = side == Colour::Black ? -1 : 1;
  for (const WalkPart& part : rules.def(kind).parts) {
    if ((part.step != StepKind::Hop && part.step != StepKind::HopBeyond) || part.circle) continue;
    for (const Vec& v : part.vectors) {
      const Square hurdle = hurdle_along(after, part, from, to, v.df, v.dr * forward);
      if (hurdle.is_some()) return hurdle;
    }
  }
  return Square::none();
}

bool popeye_hurdle_colour_changing_kind(PieceKind kind) {
  // Popeye's simple hoppers, Chinese pieces, lions and the contra-grasshopper (those the catalogue has).
  switch (kind) {
    case PieceKind::Grasshopper:
    case PieceKind::NightriderHopper:
    case PieceKind::CamelriderHopper:
    case PieceKind::ZebrariderHopper:
    case PieceKind::GnuriderHopper:
    case PieceKind::RookHopper:
    case PieceKind::BishopHopper:
    case PieceKind::Equihopper:
    case PieceKind::NonstopEquihopper:
    case PieceKind::Grasshopper2:
    case PieceKind::Grasshopper3:
    case PieceKind::KingHopper:
    case PieceKind::KnightHopper:
    case PieceKind::Moose:
    case PieceKind::RookMoose:
    case PieceKind::BishopMoose:
    case PieceKind::Eagle:
    case PieceKind::RookEagle:
    case PieceKind::BishopEagle:
    case PieceKind::Sparrow:
    case PieceKind::RookSparrow:
    case PieceKind::BishopSparrow:
    case PieceKind::Orix:
    case PieceKind::NonstopOrix:
    case PieceKind::Leo:
    case PieceKind::Pao:
    case PieceKind::Vao:
    case PieceKind::Nao:
    case PieceKind::Lion:
    case PieceKind::RookLion:
    case PieceKind::BishopLion:
    case PieceKind::NightriderLion:
    case PieceKind::ContraGrasshopper:
      return true;
    default:
      return false;
  }
}

bool modelled_hurdle_colour_changing_kind(PieceKind kind) {
  // Walks of hops on lines, each move over one hurdle, and rides that only move (the Chinese pieces',
  // which hop no hurdle): not the moose and its kin (their paths meet, a move does not name its
  // hurdle).
  const PieceDef& def = builtin_piece(kind);
  if (def.special || def.parts.empty() || def.borrows_walks) return false;
  for (const WalkPart& part : def.parts) {
    const bool hop = part.step == StepKind::Hop || part.step == StepKind::HopBeyond;
    const bool quiet_ride = part.step == StepKind::Ride && part.mode == StepMode::MoveOnly;
    if ((!hop && !quiet_ride) || part.circle) return false;
  }
  return true;
}

void HurdleColourChangingPromotion::choices(const Position& after, const Rules&, const Move& m,
                                            std::vector<uint32_t>& values) const {
  if (m.promotion == PieceKind::None) {
    values.push_back(0);
    return;
  }
  if (plain_.contains(m.promotion)) values.push_back(0);
  if (changing_.contains(m.promotion) && !(after.at(m.to).attributes() & kAttributeHurdleColourChanging))
    values.push_back(slot_.place(1));
}

void HurdleColourChangingPromotion::after_move(Position& pos, const Rules&, const Move& m) const {
  if (m.kind != MoveKind::Normal || !m.to.is_some() || m.promotion == PieceKind::None || slot_.get(m) != 1)
    return;
  const Piece mover = pos.at(m.to);
  if (!mover.is_unit()) return;
  pos.change(m.to,
             Piece(mover.kind(), mover.colour(),
                   static_cast<PieceAttributes>(mover.attributes() | kAttributeHurdleColourChanging)),
             EffectReason::KindChange);
}

void HurdleColourChangingUnits::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind != MoveKind::Normal || !m.to.is_some() || m.promotion != PieceKind::None) return;
  const Piece mover = pos.at(m.to);
  if (!mover.is_unit() || !(mover.attributes() & kAttributeHurdleColourChanging)) return;
  // (The side that moved is still the side to move here.)
  const Square hurdle = hopped_hurdle(pos, rules, mover.kind(), pos.side_to_move(), m.from, m.to);
  if (hurdle.is_none()) return;
  const Piece hopped = pos.at(hurdle);
  if (hopped.kind() == PieceKind::King || hopped.colour() == Colour::Neutral) return;
  pos.change(hurdle, hopped.with_colour(opposite(hopped.colour())), EffectReason::SideChange);
}

namespace {

// The kinds of the diagram's hurdle-colour-changing units, and those a pawn may become without the
// attribute; refuses the units Popeye or we do not take.
struct PromotionKinds {
  KindSet changing, plain;
};
PromotionKinds hurdle_colour_changing_kinds(const std::vector<Piece>& diagram) {
  PromotionKinds kinds;
  for (PieceKind k : {PieceKind::King, PieceKind::Queen, PieceKind::Rook, PieceKind::Bishop,
                      PieceKind::Knight, PieceKind::Pawn})
    kinds.plain.insert(k);
  for (const Piece& p : diagram) {
    if (!(p.attributes() & kAttributeHurdleColourChanging)) {
      kinds.plain.insert(p.kind());
      continue;
    }
    // (Popeye's own refusal, in its words, for the other walks.)
    if (!popeye_hurdle_colour_changing_kind(p.kind()))
      throw std::invalid_argument("HurdleColourChanging, Bul and Dob only allowed with certain hoppers");
    if (!modelled_hurdle_colour_changing_kind(p.kind()))
      throw std::invalid_argument("piece attribute HurdleColourChanging on a " +
                                  std::string(builtin_piece(p.kind()).name) + " is not supported yet");
    kinds.changing.insert(p.kind());
  }
  return kinds;
}

void add_hurdle_colour_changing_units(Rules& rules, const std::vector<Piece>& diagram) {
  hurdle_colour_changing_kinds(diagram);  // (refuses what it must before any condition joins)
  rules.exclude(
      kCapabilityMoverGoesOn, "HurdleColourChanging",
      "reading the moving unit where its move arrived, which a second step leaves, is not supported yet");
  rules.add_module(std::make_unique<HurdleColourChangingUnits>());
}

void add_hurdle_colour_changing_promotion(Rules& rules, const std::vector<Piece>& diagram) {
  const PromotionKinds kinds = hurdle_colour_changing_kinds(diagram);
  rules.add_module(std::make_unique<HurdleColourChangingPromotion>(
      rules.reserve_choice("promotion to hurdle-colour-changing units", 1), kinds.changing, kinds.plain));
}

}  // namespace

const AttributeEntry& hurdle_colour_changing_attribute() {
  static const AttributeEntry entry{.en = "HurdleColourChanging",
                                    .fr = "CouleurEchangeantSautoir",
                                    .de = "SprungbockFarbeWechselnd",
                                    .bit = kAttributeHurdleColourChanging,
                                    .with_diagram = &add_hurdle_colour_changing_units,
                                    .last_with_diagram = &add_hurdle_colour_changing_promotion};
  return entry;
}

}  // namespace nightrider::conditions
