#include "conditions/recolouring/magic_units.h"

#include <algorithm>
#include <array>
#include <memory>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>

#include "conditions/capabilities.h"
#include "conditions/registry.h"
#include "pieces/piece_def.h"

namespace nightrider::conditions {
namespace {

// One view of a magic unit: who sees whom (each named by the square it stands on after the move) and
// along which line. A leap's line is its two squares; a straight line its direction from the viewed
// unit to the magic one and the last squares of the board beyond each end (Popeye's pair of squares
// just off the board); a rose's circle the lowest of its eight points (on the board or off it) and the
// point after it, the way the rose goes (Popeye's pair).
enum class MagicLine : uint8_t { Leap, Straight, Circle };
struct MagicView {
  Square viewed, magic;
  MagicLine line = MagicLine::Leap;
  int8_t df = 0, dr = 0;
  Square end_a, end_b;
  int32_t circle = 0;
  friend bool operator==(const MagicView&, const MagicView&) = default;
};

// The last square of the board from `s` stepping by (df, dr).
Square magic_line_end(const Geometry& geo, Square s, int df, int dr) {
  for (Square next = geo.offset(s, df, dr); next.is_some(); next = geo.offset(next, df, dr)) s = next;
  return s;
}

// The rose's views of `t` from `s`: each circle from `s` (a first vector, a way round) that reaches `t`
// over empty squares.
void magic_circle_views(const Position& pos, const WalkPart& part, int flip, Square s, Square t,
                        Square viewed_id, Square magic_id, std::vector<MagicView>& out) {
  const Geometry& geo = pos.geometry();
  const int n = static_cast<int>(part.vectors.size());
  for (int first = 0; first < n; ++first)
    for (int way : {1, -1}) {
      std::array<std::pair<int, int>, 16> points{};
      points[0] = {s.file(), s.rank()};
      for (int k = 1; k < n; ++k) {
        const Vec v = part.vectors[static_cast<size_t>(((first + way * (k - 1)) % n + n) % n)];
        points[static_cast<size_t>(k)] = {points[static_cast<size_t>(k - 1)].first + v.df,
                                          points[static_cast<size_t>(k - 1)].second + v.dr * flip};
      }
      bool reaches = false;
      for (int k = 1; k < n; ++k) {
        const auto [f, r] = points[static_cast<size_t>(k)];
        if (!geo.contains(f, r)) break;
        const Square on = geo.offset(s, f - s.file(), r - s.rank());
        if (on == t) {
          reaches = true;
          break;
        }
        if (!pos.at(on).is_empty()) break;
      }
      if (!reaches) continue;
      int lowest = 0;
      for (int k = 1; k < n; ++k) {
        const auto [f, r] = points[static_cast<size_t>(k)];
        const auto [lf, lr] = points[static_cast<size_t>(lowest)];
        if (r < lr || (r == lr && f < lf)) lowest = k;
      }
      const auto [lf, lr] = points[static_cast<size_t>(lowest)];
      const auto [nf, nr] = points[static_cast<size_t>((lowest + 1) % n)];
      MagicView view{viewed_id, magic_id, MagicLine::Circle, 0, 0, Square::none(), Square::none()};
      view.circle = (lf + 16) << 18 | (lr + 16) << 12 | (nf + 16) << 6 | (nr + 16);
      out.push_back(view);
    }
}

bool magic_viewable(const Rules& rules, Piece p) {
  return p.is_unit() && !(p.attributes() & (kAttributeMagic | kAttributeRoyal)) &&
         p.colour() != Colour::Neutral && !rules.def(p.kind()).royal;
}

// Every view on `pos`; `identity` names each square's unit as the move leaves it (none: it is gone).
template <class Identity>
void magic_views(const Position& pos, const Rules& rules, Identity&& identity, std::vector<MagicView>& out) {
  const Geometry& geo = pos.geometry();
  for (Square s : geo.squares()) {
    const Piece magic = pos.at(s);
    if (!magic.is_unit() || !(magic.attributes() & kAttributeMagic)) continue;
    const Square magic_id = identity(s);
    if (magic_id.is_none()) continue;
    const PieceDef& def = rules.def(magic.kind());
    const int flip = magic.colour() == Colour::Black ? -1 : 1;
    for (Square t : geo.squares()) {
      if (t == s || !magic_viewable(rules, pos.at(t))) continue;
      const Square viewed_id = identity(t);
      if (viewed_id.is_none()) continue;
      const int dx = t.file() - s.file(), dy = t.rank() - s.rank();
      const size_t first = out.size();
      for (const WalkPart& part : def.parts) {
        if (part.mode == StepMode::MoveOnly) continue;
        if (part.circle) {
          magic_circle_views(pos, part, flip, s, t, viewed_id, magic_id, out);
          continue;
        }
        for (const Vec v : part.vectors) {
          const int vf = v.df, vr = v.dr * flip;
          if (part.step == StepKind::Leap) {
            if (vf == dx && vr == dy)
              out.push_back(MagicView{viewed_id, magic_id, MagicLine::Leap, 0, 0, s, t});
            continue;
          }
          const int n = vf != 0 ? dx / vf : dy / vr;
          if (n < 1 || n * vf != dx || n * vr != dy) continue;
          const MagicView view{viewed_id,
                               magic_id,
                               MagicLine::Straight,
                               static_cast<int8_t>(-vf),
                               static_cast<int8_t>(-vr),
                               magic_line_end(geo, s, -vf, -vr),
                               magic_line_end(geo, t, vf, vr)};
          if (std::find(out.begin() + static_cast<std::ptrdiff_t>(first), out.end(), view) == out.end())
            out.push_back(view);
        }
      }
      if (out.size() == first) continue;
      // The lines are right; whether the unit observes along them is for the rules (a blocked line, a
      // hop without hurdle, a paralysed observer).
      if (!rules.is_attacked_if(pos, t, magic.colour(), ObservationPurpose::Check,
                                [s](Square from) { return from == s; }))
        out.resize(first);
    }
  }
}

}  // namespace

bool magic_walk_supported(const Rules& rules, PieceKind kind) {
  // (Before the diagram's units are set up, a kind the rules do not use yet has the catalogue's walk.)
  const PieceDef& def = rules.uses(kind) ? rules.def(kind) : builtin_piece(kind);
  if (def.special || def.borrows_walks || def.target != CaptureTarget::Enemy) return false;
  return std::all_of(def.parts.begin(), def.parts.end(), [](const WalkPart& part) {
    if (part.circle) return part.step == StepKind::Ride && part.vectors.size() <= 16;  // (the rose)
    return part.step == StepKind::Leap || part.step == StepKind::Ride || part.step == StepKind::Hop ||
           part.step == StepKind::HopBeyond;
  });
}

void MagicUnits::after_move(Position& pos, const Rules& rules, const Move& m) const {
  if (m.kind == MoveKind::Null) return;
  // Where each unit of the board before the move stands after it (followed through the effects so far),
  // and the board before the move.
  std::array<Square, Square::kIndexSpace> now_at{};  // by square before the move
  std::array<Square, Square::kIndexSpace> was_at{};  // by square after it: the unit's square before
  for (Square s : pos.geometry().squares()) was_at[static_cast<size_t>(s.index())] = s;
  Position before = pos;
  const auto effects = pos.last_effects();
  for (const Effect& e : effects) {
    Square& from = was_at[static_cast<size_t>(e.from.index())];
    switch (e.kind) {
      case EffectKind::Relocate:
        was_at[static_cast<size_t>(e.to.index())] = from;
        from = Square::none();
        break;
      case EffectKind::Remove:
      case EffectKind::Add:
        from = Square::none();
        break;
      default:
        break;
    }
  }
  for (auto e = effects.rbegin(); e != effects.rend(); ++e) {
    switch (e->kind) {
      case EffectKind::Relocate:
        before.put(e->to, Piece());
        before.put(e->from, e->piece);
        break;
      case EffectKind::Remove:
        before.put(e->from, e->piece);
        break;
      case EffectKind::Add:
        before.put(e->from, Piece());
        break;
      case EffectKind::Change:
        before.put(e->from, e->previous);
        break;
      default:
        break;
    }
  }
  for (Square s : pos.geometry().squares()) {
    const Square was = was_at[static_cast<size_t>(s.index())];
    if (was.is_some() && pos.at(s).is_unit()) now_at[static_cast<size_t>(was.index())] = s;
  }
  std::vector<MagicView> old_views, new_views;
  magic_views(
      before, rules, [&](Square s) { return now_at[static_cast<size_t>(s.index())]; }, old_views);
  magic_views(
      pos, rules, [](Square s) { return s; }, new_views);
  std::array<uint8_t, Square::kIndexSpace> fresh{};
  for (const MagicView& view : new_views)
    if (std::find(old_views.begin(), old_views.end(), view) == old_views.end())
      ++fresh[static_cast<size_t>(view.viewed.index())];
  for (Square s : pos.geometry().squares())
    if (fresh[static_cast<size_t>(s.index())] % 2 == 1) {
      const Piece unit = pos.at(s);
      pos.change(s, unit.with_colour(opposite(unit.colour())), reason(ReasonRole::PickedChange));
    }
}

namespace {

void check_magic_kind(const Rules& rules, PieceKind kind) {
  if (!magic_walk_supported(rules, kind))
    throw std::invalid_argument("piece attribute Magic on a " + std::string(builtin_piece(kind).name) +
                                " is not supported yet");
}

// The diagram's magic units, and every unit's kind where a magic pawn may promote to it.
void check_magic_units(Rules& rules, const std::vector<Piece>& diagram) {
  bool magic_pawn = false;
  for (const Piece& p : diagram)
    if (p.attributes() & kAttributeMagic) {
      check_magic_kind(rules, p.kind());
      magic_pawn = magic_pawn || rules.def(p.kind()).pawn;
    }
  if (magic_pawn)
    for (const Piece& p : diagram) check_magic_kind(rules, p.kind());
}

// The rules beside which magic units were compared with Popeye (our positions, each rule's moves and
// recolourings, and Popeye's examples). Popeye orders their effects among the move's as we do; other
// rules are refused: Popeye places a sentinel pawn after the recolourings, an Einstein unit loses the
// attribute, Annan chess and Popeye refuse each other, and Isardam, Haan chess, BackHome and others were
// not seen to agree.
bool magic_compared_beside(std::string_view module) {
  static constexpr std::string_view kCompared[] = {"castling", "circe",    "anticirce",       "andernach",
                                                   "volage",   "PromOnly", "madrasi",         "Lortap",
                                                   "patrol",   "messigny", "Chameleon chess", "SuperGuards"};
  return std::find(std::begin(kCompared), std::end(kCompared), module) != std::end(kCompared);
}

// The module, after the conditions' (it sees their rebirths and additions), and the kinds the
// conditions let a pawn promote to.
void add_magic_units(Rules& rules) {
  rules.exclude(kCapabilityPromotionsByMaterial, "Magic",
                "a check by a promotion that the move's recolourings would allow is not supported yet");
  for (PieceKind kind : rules.params().promotion_kinds) check_magic_kind(rules, kind);
  for (const auto& module : rules.modules())
    if (!magic_compared_beside(module->name()))
      throw std::invalid_argument(std::string("piece attribute Magic beside the rule \"") + module->name() +
                                  "\" is not supported yet");
  rules.add_module(std::make_unique<MagicUnits>());
}

}  // namespace

const AttributeEntry& magic_attribute() {
  static const AttributeEntry entry{.en = "Magic",
                                    .fr = "Magique",
                                    .de = "Magisch",
                                    .bit = kAttributeMagic,
                                    .after_conditions = &add_magic_units,
                                    .with_diagram = &check_magic_units,
                                    .allows_neutral = false};
  return entry;
}

}  // namespace nightrider::conditions
