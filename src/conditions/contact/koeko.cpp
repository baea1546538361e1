#include "conditions/contact/koeko.h"

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>

#include "conditions/capabilities.h"
#include "conditions/registry.h"

namespace nightrider::conditions {

namespace {

// The leapers Popeye takes as a KoeKo neighbourhood.
constexpr PieceKind kKoekoNeighbourhoods[] = {PieceKind::King,  PieceKind::Knight,   PieceKind::Wesir,
                                              PieceKind::Fers,  PieceKind::Camel,    PieceKind::Alfil,
                                              PieceKind::Zebra, PieceKind::Dabbaba,  PieceKind::Giraffe,
                                              PieceKind::Antelope};

// The units a move moved, followed to where the move left them (none where a unit left the board).
struct KoekoMovedUnits {
  std::array<Square, 8> squares{};
  int count = 0;
  void moved(Square from, Square to) {
    for (int i = 0; i < count; ++i)
      if (squares[i] == from) {
        squares[i] = to;
        return;
      }
    if (count < static_cast<int>(squares.size())) squares[count++] = to;
  }
  void follow(Square from, Square to) {  // only a unit already moved
    for (int i = 0; i < count; ++i)
      if (squares[i] == from) squares[i] = to;
  }
};

}  // namespace

const char* Koeko::name() const {
  switch (rule_) {
    case KoekoRule::MoverOutOfContact:
      return "AntiKoeko";
    case KoekoRule::MoverKeepsContact:
      return "NewKoeko";
    default:
      return "KoeKo";
  }
}

bool Koeko::in_contact(const Position& pos, Square s) const {
  const Geometry& g = pos.geometry();
  for (const Vec& v : neighbourhood_) {
    const Square n = g.offset(s, v.df, v.dr);
    if (n.is_some() && pos.at(n).is_unit()) return true;
  }
  return false;
}

bool Koeko::unit_before(const Position& after, Square s) {
  // The first effect of the move on `s` tells what stood there before it; untouched, what stands there.
  for (const Effect& e : after.last_effects()) {
    switch (e.kind) {
      case EffectKind::Relocate:
        if (e.from == s) return true;
        if (e.to == s) return false;
        break;
      case EffectKind::Remove:
        if (e.from == s) return e.piece.is_unit();
        break;
      case EffectKind::Add:
        if (e.from == s) return false;
        break;
      case EffectKind::Change:
        if (e.from == s) return e.previous.is_unit();
        break;
      default:
        break;
    }
  }
  return after.at(s).is_unit();
}

bool Koeko::keeps_rule(const Position& after) const {
  const Move& m = after.last_move();
  KoekoMovedUnits units;
  bool primary_seen = false;
  for (const Effect& e : after.last_effects()) {
    switch (e.kind) {
      case EffectKind::Relocate:
        if (rule_ == KoekoRule::EveryMovedUnitInContact) {
          units.moved(e.from, e.to);
        } else if (!primary_seen && e.from == m.from) {  // (the other rules follow the mover only)
          primary_seen = true;
          units.moved(e.from, e.to);
        } else {
          units.follow(e.from, e.to);
        }
        break;
      case EffectKind::Remove:
        units.follow(e.from, Square::none());
        break;
      case EffectKind::Change:
        // Two units exchanging their squares by rule both moved.
        if (e.reason.role == ReasonRole::Exchange && rule_ == KoekoRule::EveryMovedUnitInContact)
          units.moved(e.from, e.from);
        break;
      default:
        break;
    }
  }
  for (int i = 0; i < units.count; ++i) {
    const Square s = units.squares[i];
    if (s.is_none()) continue;
    switch (rule_) {
      case KoekoRule::EveryMovedUnitInContact:
        if (!in_contact(after, s)) return false;
        break;
      case KoekoRule::MoverOutOfContact:
        if (in_contact(after, s)) return false;
        break;
      case KoekoRule::MoverKeepsContact: {
        bool before = false;
        const Geometry& g = after.geometry();
        for (const Vec& v : neighbourhood_) {
          const Square n = g.offset(m.from, v.df, v.dr);
          if (n.is_some() && unit_before(after, n)) before = true;
        }
        if (in_contact(after, s) != before) return false;
        break;
      }
    }
  }
  return true;
}

bool Koeko::legal_after(const Position& pos, const Rules&, Colour) const { return keeps_rule(pos); }

bool Koeko::observation_allowed(const Position& pos, const Rules& rules, const Observation& o) const {
  // The observer's move to the target (a capture where a unit stands), played: a pawn reaching its last
  // rank observes if one of its promotions keeps the rule.
  Move m{o.from, o.target};
  if (!pos.at(o.target).is_empty()) m.flags |= kFlagCapture;
  auto keeps = [&](const Position& after) { return keeps_rule(after); };
  const int last_rank = o.by == Colour::White ? pos.geometry().height() - 1 : 0;
  if (rules.def(o.walk).pawn && o.target.rank() == last_rank) {
    for (PieceKind k : rules.params().promotion_kinds) {
      m.promotion = k;
      if (rules.try_move(pos, m, keeps)) return true;
    }
    return false;
  }
  return rules.try_move(pos, m, keeps);
}

std::vector<Vec> koeko_neighbourhood(const std::string& keyword, const std::vector<std::string>& arguments) {
  PieceKind kind = PieceKind::King;
  if (!arguments.empty()) {
    const std::string word = lower_case(arguments[0]);
    if ((word != "neighbour" && word != "nachbar" && word != "voisin") || arguments.size() != 2)
      throw std::invalid_argument(keyword + " takes only Neighbour and a leaper's code (" + arguments[0] +
                                  " is not supported)");
    std::string code = arguments[1];
    std::transform(code.begin(), code.end(), code.begin(), [](unsigned char c) { return std::toupper(c); });
    const std::optional<PieceKind> k = kind_for_popeye_code(code);
    if (!k || std::find(std::begin(kKoekoNeighbourhoods), std::end(kKoekoNeighbourhoods), *k) ==
                  std::end(kKoekoNeighbourhoods))
      throw std::invalid_argument(keyword + " Neighbour " + arguments[1] +
                                  " is not supported (a leaper: K, S, WE, FE, CA, AL, Z, DA, GI, AN)");
    kind = *k;
  }
  return builtin_piece(kind).parts.front().vectors;
}

namespace {

void koeko_apply(Rules& rules, KoekoRule rule, const std::string& keyword, std::vector<Vec> neighbourhood) {
  // The observation test plays the observer's move from its own square to the target, with no choice.
  rules.exclude(kCapabilityObservingElsewhere, keyword,
                "observing by a played move beside units observing from other squares is not supported yet");
  rules.exclude(kCapabilityMoverGoesOn, keyword,
                "the contact of a unit that goes on from its arrival square is not supported yet");
  rules.exclude(kCapabilityBorrowedWalks, keyword,
                "observing by a played move with the walk of another unit is not supported yet");
  // A square the castling king passes is tested with the king on it, as Popeye does: its contact is
  // that of the king standing there.
  rules.params().castling_tested_from_passed_squares = true;
  rules.add_module(std::make_unique<Koeko>(rule, std::move(neighbourhood)));
}

}  // namespace

void apply_koeko(Rules& rules, const std::vector<std::string>& arguments) {
  koeko_apply(rules, KoekoRule::EveryMovedUnitInContact, "KoeKo", koeko_neighbourhood("KoeKo", arguments));
}

void apply_antikoeko(Rules& rules, const std::vector<std::string>& arguments) {
  koeko_apply(rules, KoekoRule::MoverOutOfContact, "AntiKoeko", koeko_neighbourhood("AntiKoeko", arguments));
}

void apply_newkoeko(Rules& rules, const std::vector<std::string>& arguments) {
  expect_no_arguments("NewKoeko", arguments);
  koeko_apply(rules, KoekoRule::MoverKeepsContact, "NewKoeko", koeko_neighbourhood("NewKoeko", {}));
}

const ConditionEntry& koeko_condition() {
  static const ConditionEntry entry{
      .names = {.en = "KoeKo", .fr = "Koeko", .de = "KoeKo", .seeds = {}},
      .apply = &apply_koeko,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

const ConditionEntry& antikoeko_condition() {
  static const ConditionEntry entry{
      .names = {.en = "AntiKoeko", .fr = "AntiKoeko", .de = "AntiKoeko", .seeds = {}},
      .apply = &apply_antikoeko,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

const ConditionEntry& newkoeko_condition() {
  static const ConditionEntry entry{
      .names = {.en = "NewKoeko", .fr = "KoekoNouveaux", .de = "NeuKoeko", .seeds = {}},
      .apply = &apply_newkoeko,
      .keeps_orthodox_moves = true,
  };
  return entry;
}

}  // namespace nightrider::conditions
