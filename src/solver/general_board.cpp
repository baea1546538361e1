#include "solver/general_board.h"

#include <algorithm>
#include <optional>
#include <stdexcept>
#include <vector>

#include "conditions/board/role_exchange.h"
#include "conditions/capabilities.h"
#include "conditions/captures/make_and_take.h"
#include "conditions/circe/danger_circe.h"
#include "conditions/movers/hurdle_movers.h"
#include "conditions/recolouring/magic_units.h"
#include "conditions/walks/lent_walk_observers.h"
#include "conditions/walks/point_reflection.h"
#include "conditions/walks/transmission_menace.h"
#include "notation/effect_notes.h"
#include "solver/popeye_language.h"
#include "solver/popeye_move_order.h"
#include "solver/popeye_pieces.h"
#include "variants/bitboard/orthodox8.h"
#include "variants/chess_bitboard.h"

namespace nightrider::solver {

namespace {

// Make&Take's captures of the unit on `from` in Popeye's order of generation (conditions/make_and_take.c):
// the kinds of the units it may take in Popeye's order of walks; for each, the makes with that walk from
// the last generated back, and from each make the unit's captures of units of that kind in its walk's
// order, each capture square the first time it comes. Nullopt where a walk's order is not known.
std::optional<std::vector<Square>> make_and_take_capture_order(const Rules& rules, const Position& pos,
                                                               Square from) {
  const Colour side = pos.at(from).colour() == Colour::Neutral ? pos.side_to_move() : pos.at(from).colour();
  const Colour victims = opposite(side);
  std::vector<std::pair<int, PieceKind>> kinds;  // (Popeye's place of the walk, the kind)
  for (Square s : pos.geometry().squares()) {
    const Piece p = pos.at(s);
    if (!p.is_unit() || (p.colour() != victims && p.colour() != Colour::Neutral) || rules.def(p.kind()).royal)
      continue;
    const std::optional<int> walk = popeye_walk_place(p.kind());
    if (!walk) return std::nullopt;
    if (std::none_of(kinds.begin(), kinds.end(), [&](const auto& k) { return k.second == p.kind(); }))
      kinds.emplace_back(*walk, p.kind());
  }
  std::sort(kinds.begin(), kinds.end());
  const PieceKind mover = pos.at(from).kind();
  std::vector<Square> order;
  for (const auto& [walk_place, kind] : kinds) {
    std::vector<std::pair<int, Square>> makes;
    for (Square make : conditions::make_and_take_makes(pos, rules, from, Piece(kind, victims))) {
      const std::optional<int> place = popeye_generation_place(kind, from, make);
      if (!place) return std::nullopt;
      makes.emplace_back(*place, make);
    }
    std::stable_sort(makes.begin(), makes.end(),  // (the last generated first)
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    for (const auto& [make_place, make] : makes) {
      std::vector<std::pair<int, Square>> takes;
      for (const Move& take : conditions::make_and_take_takes_from(pos, rules, from, make)) {
        const Square on = take.kind == MoveKind::EnPassant ? take.aux_square() : take.to;
        const Piece victim = pos.at(on);
        if (victim.kind() != kind || (victim.colour() != victims && victim.colour() != Colour::Neutral))
          continue;
        const std::optional<int> place =
            popeye_generation_place(mover, make, take.to, take.kind == MoveKind::EnPassant);
        if (!place) return std::nullopt;
        takes.emplace_back(*place, take.to);
      }
      std::stable_sort(takes.begin(), takes.end(),
                       [](const auto& a, const auto& b) { return a.first < b.first; });
      for (const auto& [take_place, to] : takes)
        if (std::find(order.begin(), order.end(), to) == order.end()) order.push_back(to);
    }
  }
  return order;
}

bool has_make_and_take(const Rules& rules) {
  return std::any_of(rules.modules().begin(), rules.modules().end(),
                     [](const auto& module) { return std::string_view(module->name()) == "make&take"; });
}

// How the rule set made each of `moves` (generated in pos), for Popeye's order: the square a move's walk set
// out from where a rule made it as if from another square (the move's Detour note, read by playing it;
// such a move differs from the walk's own between the same squares by its choices, so only moves with
// choices are played), and which of Popeye's two generation paths of its unit it is on. Empty where no
// move was made so and no rule generates captures apart.
std::vector<MovePath> generation_paths(const Rules& rules, const Position& pos,
                                       const std::vector<Move>& moves) {
  std::vector<MovePath> paths(moves.size());
  bool any = false;
  if (rules.provider(conditions::kCapabilityMovesToRebirthSquare) != nullptr) {
    MoveList walk;
    for (size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i];
      paths[i].before_walk = m.kind == MoveKind::Normal && m.promotion == PieceKind::None &&
                             m.to == conditions::danger_circe_square(pos, m.from, pos.side_to_move());
      if (!paths[i].before_walk) continue;
      // (Only a move the unit's walk does not make: a pawn's walk makes no move back to its rebirth
      // square, whose direction the order of generation does not tell.)
      walk.clear();
      rules.generate_walk_moves(pos, m.from, walk);
      paths[i].before_walk = std::none_of(walk.begin(), walk.end(),
                                          [&](const Move& w) { return w.from == m.from && w.to == m.to; });
      any |= paths[i].before_walk;
    }
  }
  for (size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    if (m.choices() == 0 || m.kind == MoveKind::Castle || m.kind == MoveKind::Null) continue;
    // (Read before the move is played: try_move plays it on `pos` itself.)
    const PieceKind taken = m.is_capture()
                                ? pos.at(m.kind == MoveKind::EnPassant ? m.aux_square() : m.to).kind()
                                : PieceKind::None;
    rules.try_move(pos, m, [&](const Position& after) {
      for (const Effect& e : after.last_effects()) {
        if (e.kind == EffectKind::Stay && e.reason.role == ReasonRole::Detour) paths[i].walked_from = e.from;
        // (The mover's second step from its arrival square goes with the walk of the unit it took.)
        if (e.kind == EffectKind::Relocate && e.reason.role == ReasonRole::Continuation && e.from == m.to &&
            m.is_capture()) {
          paths[i].continued_to = e.to;
          paths[i].continued_walk = taken;
        }
        if (e.kind == EffectKind::Change && e.reason.role == ReasonRole::Continuation &&
            e.from == paths[i].continued_to)
          paths[i].continued_promotion = e.piece.kind();
      }
      return true;
    });
    any |= paths[i].walked_from.is_some() || paths[i].continued_to.is_some();
  }
  // A walk lent by a rule (PointReflection, PowerTransfer): the moves take that walk's places.
  for (const auto& module : rules.modules()) {
    const auto* lending = dynamic_cast<const conditions::PointReflection*>(module.get());
    if (lending == nullptr) continue;
    for (size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i];
      if (m.kind == MoveKind::Castle || m.kind == MoveKind::Null) continue;
      const Piece mover = pos.at(m.from);
      const PieceKind walk = lending->walk_of(pos, rules, m.from, pos.side_to_move());
      if (walk != mover.kind()) {
        paths[i].walk = walk;
        any = true;
      }
    }
  }
  // A hunter (Rules::define_hunter): Popeye generates its moves down the board first (White's home
  // walk's, Black's away walk's), then up, each in its walk's order.
  for (size_t i = 0; i < moves.size(); ++i) {
    const Move& m = moves[i];
    const PieceDef& d = rules.def(pos.at(m.from).kind());
    if (d.hunter_away == PieceKind::None || m.kind == MoveKind::Null) continue;
    const bool down = m.to.rank() < m.from.rank();
    const bool white =
        (pos.at(m.from).colour() == Colour::Neutral ? pos.side_to_move() : pos.at(m.from).colour()) ==
        Colour::White;
    const PieceKind walk = down == white ? d.hunter_home : d.hunter_away;
    const std::optional<int> within = popeye_generation_place(walk, m.from, m.to, false);
    if (!within) return {};
    constexpr int kDirectionSpan = 10000;
    paths[i].capture_rank = (down ? 0 : kDirectionSpan) + *within;
    any = true;
  }
  // TransmissionMenace: a unit with lent walks makes its own walk's moves first, then each lent walk's
  // in Popeye's order of walks (conditions/walks/transmission_menace.h): each move's place is its walk's
  // place, then its place within that walk's moves.
  if (conditions::transmission_menace_of(rules)) {
    constexpr int kWalkSpan = 10000;
    for (size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i];
      if (m.kind == MoveKind::Castle || m.kind == MoveKind::Null) continue;
      if (conditions::transmission_menace_lent_walks(pos, rules, m.from, pos.side_to_move()).empty()) continue;
      const std::vector<PieceKind> lent = conditions::transmission_menace_walks_of(pos, rules, m);
      PieceKind walk = pos.at(m.from).kind();
      int walk_place = 0;
      for (const PieceKind w : lent) {
        const std::optional<int> place = popeye_walk_place(w);
        if (!place) return {};
        if (walk_place == 0 || 1 + *place < walk_place) {
          walk = w;
          walk_place = 1 + *place;
        }
      }
      const std::optional<int> within =
          popeye_generation_place(walk, m.from, m.to, m.kind == MoveKind::EnPassant);
      if (!within) return {};
      paths[i].capture_rank = walk_place * kWalkSpan + *within;
      any = true;
    }
  }
  // Make&Take's captures: on the unit's second path, in the order of make_and_take_capture_order.
  if (has_make_and_take(rules)) {
    std::vector<std::pair<Square, std::optional<std::vector<Square>>>> orders;
    for (size_t i = 0; i < moves.size(); ++i) {
      const Move& m = moves[i];
      if (!m.is_capture() || m.choices() == 0) continue;
      auto at = std::find_if(orders.begin(), orders.end(), [&](const auto& o) { return o.first == m.from; });
      if (at == orders.end()) {
        orders.emplace_back(m.from, make_and_take_capture_order(rules, pos, m.from));
        at = orders.end() - 1;
      }
      paths[i].capture_rank = MovePath::kCaptureRankUnknown;
      if (at->second) {
        const auto place = std::find(at->second->begin(), at->second->end(), m.to);
        if (place != at->second->end()) paths[i].capture_rank = static_cast<int>(place - at->second->begin());
      }
      paths[i].second_path = true;
    }
    return paths;
  }
  // (A move made with a walk another unit lent: Popeye generates it in that walk's order.)
  if (const conditions::LentMoveWalks* lender = conditions::lent_move_walks(rules))
    for (size_t i = 0; i < moves.size(); ++i) {
      if (moves[i].choices() == 0) continue;
      // (A walk read above from the lending rule stays where this reading finds none.)
      if (const PieceKind lent = lender->lent_walk_of_move(pos, rules, moves[i]); lent != PieceKind::None)
        paths[i].walk = lent;
      any |= paths[i].walk != PieceKind::None;
    }
  // (Where captures are generated apart, they are on their path without a detour too: a unit on its
  // Mars rebirth square takes from where it stands.)
  const bool captures_apart = rules.provider(conditions::kCapabilityCapturesGeneratedApart) != nullptr;
  if (!any && !captures_apart) return {};
  for (size_t i = 0; i < moves.size(); ++i)
    paths[i].second_path = captures_apart ? moves[i].is_capture() : paths[i].walked_from.is_some();
  // A unit making moves from several other squares: they rank in the order the rule set generates them
  // (the rule's order of those squares, Popeye's too), read from a generation of the legal moves.
  bool several = false;
  for (size_t i = 0; i < moves.size() && !several; ++i)
    for (size_t j = 0; j < moves.size() && !several; ++j)
      several = moves[i].from == moves[j].from && paths[i].walked_from.is_some() &&
                paths[j].walked_from.is_some() && paths[i].walked_from != paths[j].walked_from;
  if (!several) return paths;
  MoveList generated;
  rules.legal_moves(const_cast<Position&>(pos), generated);
  auto generated_at = [&](const Move& m) {
    for (size_t k = 0; k < generated.size(); ++k)
      if (generated[k] == m) return static_cast<int>(k);
    return static_cast<int>(generated.size());
  };
  for (size_t i = 0; i < moves.size(); ++i) {
    if (paths[i].walked_from.is_none()) continue;
    int first = generated_at(moves[i]);
    for (size_t j = 0; j < moves.size(); ++j)
      if (moves[j].from == moves[i].from && paths[j].walked_from == paths[i].walked_from)
        first = std::min(first, generated_at(moves[j]));
    paths[i].departure_rank = first;
  }
  return paths;
}

}  // namespace

void GeneralBoard::order_as_popeye(std::vector<Move>& moves, PopeyeGenerator generator) const {
  std::vector<Move> distinct;
  for (const Move& m : moves)
    if (std::none_of(distinct.begin(), distinct.end(), [&](const Move& d) { return same_squares(d, m); }))
      distinct.push_back(m);
  const std::vector<MovePath> paths = generation_paths(rules_, pos_, distinct);
  const std::optional<std::vector<Move>> ordered =
      popeye_move_order(pos_, std::move(distinct), generator, popeye_sorting_, paths);
  if (!ordered) return;
  auto place = [&](const Move& m) {
    return std::find_if(ordered->begin(), ordered->end(), [&](const Move& o) { return same_squares(o, m); }) -
           ordered->begin();
  };
  std::stable_sort(moves.begin(), moves.end(),
                   [&](const Move& a, const Move& b) { return place(a) < place(b); });
}

namespace {

// The distinct moves of `legal` (the legal moves of pos) in Popeye's order; nullopt if it is not known.
std::optional<std::vector<Move>> legal_in_popeye_order(const Rules& rules, const Position& pos,
                                                       const MoveList& legal, PopeyeGenerator generator,
                                                       PopeyeSorting sorting) {
  std::vector<Move> distinct;
  for (const Move& l : legal)
    if (std::none_of(distinct.begin(), distinct.end(), [&](const Move& d) { return d == l; }))
      distinct.push_back(l);
  const std::vector<MovePath> paths = generation_paths(rules, pos, distinct);
  return popeye_move_order(pos, std::move(distinct), generator, sorting, paths);
}

// The place of `m` in `ordered`, or -1.
int place_in(const std::vector<Move>& ordered, const Move& m) {
  auto at = std::find(ordered.begin(), ordered.end(), m);
  if (at == ordered.end())
    at = std::find_if(ordered.begin(), ordered.end(),
                      [&](const Move& o) { return GeneralBoard::same_squares(o, m); });
  return at == ordered.end() ? -1 : static_cast<int>(at - ordered.begin());
}

// The places of `moves`, each one of `legal` (the legal moves of pos), in Popeye's order of them; empty
// if one is not known.
std::vector<int> places_in_popeye_order(const Rules& rules, const Position& pos,
                                        const std::vector<Move>& moves, const MoveList& legal,
                                        PopeyeGenerator generator, PopeyeSorting sorting) {
  const std::optional<std::vector<Move>> ordered = legal_in_popeye_order(rules, pos, legal, generator, sorting);
  if (!ordered) return {};
  std::vector<int> places;
  for (const Move& m : moves) {
    const int place = place_in(*ordered, m);
    if (place < 0) return {};
    places.push_back(place);
  }
  return places;
}

}  // namespace

bool GeneralBoard::immobile_as_marked() {
  if (!immobile()) return false;
  MoveList moves;
  rules_.legal_moves(pos_, moves);
  return std::none_of(moves.begin(), moves.end(),
                      [](const Move& m) { return conditions::is_role_exchange(m); });
}

std::vector<int> GeneralBoard::popeye_places_here(const std::vector<Move>& moves, const MoveList& legal,
                                                  PopeyeGenerator generator) const {
  return places_in_popeye_order(rules_, pos_, moves, legal, generator, popeye_sorting_);
}

std::vector<int> GeneralBoard::popeye_places(const std::vector<Move>& line, PopeyeGenerator last_move,
                                             PopeyePlacesCache* cache, int series_moves) const {
  PopeyePlacesCache local;
  PopeyePlacesCache& c = cache ? *cache : local;
  if (c.positions.empty()) {
    c.positions.push_back(pos_);
    c.orders.emplace_back();
  }
  // The positions and orders along the moves this line shares with the last one asked stay.
  size_t shared = 0;
  while (shared < c.played.size() && shared < line.size() && c.played[shared] == line[shared]) ++shared;
  c.played.resize(shared);
  c.positions.erase(c.positions.begin() + static_cast<std::ptrdiff_t>(shared) + 1, c.positions.end());
  c.orders.resize(shared + 1);
  std::vector<int> places;
  MoveList list;
  for (size_t i = 0; i < line.size(); ++i) {
    const PopeyeGenerator generator = i + 1 == line.size() ? last_move : PopeyeGenerator::Normal;
    auto& order = c.orders[i][generator == PopeyeGenerator::Mating ? 1 : 0];
    if (!order) {
      rules_.legal_moves(c.positions[i], list);
      order = legal_in_popeye_order(rules_, c.positions[i], list, generator, popeye_sorting_);
    }
    if (!*order) return {};
    const int place = place_in(**order, line[i]);
    if (place < 0) return {};
    places.push_back(place);
    if (i + 1 < line.size() && i == c.played.size()) {
      Position next = c.positions[i];
      rules_.play(next, line[i]);
      if (static_cast<int>(i) + 1 < series_moves) pass_in_series(next);
      c.played.push_back(line[i]);
      c.positions.push_back(std::move(next));
      c.orders.emplace_back();
    }
  }
  return places;
}

std::string GeneralBoard::text(const MoveT& m, bool going_on) {
  auto square = [](Square s) {
    std::string t;
    t += static_cast<char>('a' + s.file());
    t += std::to_string(s.rank() + 1);
    return t;
  };
  // A unit's attributes before its letter, as Popeye writes them (in its order of attributes): "n" for a
  // neutral unit, "r" for a royal one (not a king), "k" for a kamikaze one, "p" for a paralysing one,
  // "c" for a chameleon, "hn" for a half-neutral one, "u" for an uncapturable one, "a" for an Anda one (then
  // a pawn's letter is written too). (In side effects' brackets the colour is written anyway: "[+nuRh8]".)
  const PopeyeLanguage language = language_;
  auto code = [&](PieceKind kind) {
    // (A hunter is written with its two walks' codes: "S/B".)
    if (const PieceDef& d = rules_.def(kind); d.hunter_away != PieceKind::None)
      return piece_code_in(popeye_code(d.hunter_away) + "/" + popeye_code(d.hunter_home), language);
    return piece_code_in(popeye_code(kind), language);
  };
  auto attributes = [&](Piece p) {
    const PopeyeLanguage l = language;
    return ((p.attributes() & kAttributeRoyal) && p.kind() != PieceKind::King ? attribute_letters("Royal", l)
                                                                              : "") +
           (p.attributes() & kAttributeKamikaze ? attribute_letters("Kamikaze", l) : "") +
           (p.attributes() & kAttributeParalysing ? attribute_letters("Paralysing", l) : "") +
           (p.attributes() & kAttributeChameleon ? attribute_letters("Chameleon", l) : "") +
           (p.attributes() & kAttributeFunctionary ? attribute_letters("Functionary", l) : "") +
           (p.attributes() & kAttributeHalfNeutral ? attribute_letters("HalfNeutral", l) : "") +
           (p.attributes() & kAttributeHurdleColourChanging ? attribute_letters("HurdleColourChanging", l)
                                                            : "") +
           (p.attributes() & kAttributeMagic ? attribute_letters("Magic", l) : "") +
           (p.attributes() & kAttributeUncapturable ? attribute_letters("Uncapturable", l) : "") +
           (p.attributes() & kAttributePatrol ? attribute_letters("Patrol", l) : "") +
           (p.attributes() & kAttributeBul ? attribute_letters("Bul", l) : "") +
           (p.attributes() & kAttributeDob ? attribute_letters("Dob", l) : "") +
           (p.attributes() & kAttributeAnda ? attribute_letters("Anda", l) : "");
  };
  auto prefix = [&](Piece p) {
    return std::string(p.colour() == Colour::Neutral ? "n" : "") + attributes(p);
  };
  auto colour = [&](Piece p) { return colour_letter(p.colour(), language); };
  auto letter = [&](Piece p) { return attributes(p) + code(p.kind()); };
  // A unit's colour and letter inside brackets: "wS", "bP", "nuR".
  auto unit = [&](Piece p) { return colour(p) + letter(p); };
  // What a unit became where a side effect put it, inside that effect's brackets: "=Q", "=nR", "=b" (a
  // change of side only), then a change of attributes only, "=c" ("[wPd7->e8=Q=c]").
  auto changes = [&](const EffectNote& n) {
    std::string out;
    for (size_t k = 0; k < n.then.size(); ++k) {
      const Piece p = n.then[k];
      if (k > 0)
        out += "=" + prefix(p);
      else if (p.colour() != n.unit.colour() && p.kind() == n.unit.kind())
        out += "=" + std::string(1, colour(p));
      else
        out += "=" + prefix(p) + code(p.kind());
    }
    return out;
  };
  // A role exchange, written with the condition's name: "1. RoleExchange !", "2. Rollentausch #".
  if (conditions::is_role_exchange(m)) return " " + keywords_in("RoleExchange", language_);
  if (m.kind == MoveKind::Null) return "...";  // a pass (Black checks), as Popeye writes it
  Piece mover = pos_.at(m.from);
  const Piece partner = m.kind == MoveKind::Castle ? pos_.at(m.aux_square()) : Piece();
  const Colour moving_side = pos_.side_to_move();
  rules_.play(pos_, m);
  const auto all = pos_.last_effects();
  const std::vector<EffectNote> notes = effect_notes(all, all.size() - pos_.last_side_effects().size());
  // The squares a rule marks beside the units, where the move leaves them, after its arrival: "[Ic5]".
  const Marks marks = rules_.marks(pos_);
  const std::vector<std::string> state_notes = rule_state_notes(rules_, pos_, moving_side);
  pos_.undo_move();
  // A promoted unit a rule turned into a mark at once (taken off as a change of kind where it arrived):
  // the promotion is written as the mark's letter, "b7-b8[Ig2]=I", and the new mark is not in the
  // move's list of marks.
  bool promoted_into_mark = false;
  if (marks.letter && m.promotion != PieceKind::None)
    for (const EffectNote& n : notes)
      if (!n.primary && n.kind == EffectNote::Kind::Remove && n.from == m.to &&
          n.reason.role == ReasonRole::KindChange)
        promoted_into_mark = true;
  std::string marked;
  if (marks.letter) {
    std::vector<Square> listed = marks.squares;
    if (promoted_into_mark) {
      const auto created = std::find(listed.rbegin(), listed.rend(), m.to);
      if (created != listed.rend()) listed.erase(std::next(created).base());
    }
    marked = std::string("[") + marks.letter;
    for (size_t k = 0; k < listed.size(); ++k) marked += (k ? "," : "") + square(listed[k]);
    marked += "]";
  }
  // A promotion a rule undid at once (the mover changed back to what it was, where it arrived, before
  // anything else happened to it: Breton's capturer taken off as the pawn it still was) is not written,
  // nor is that change: "g7*h8[-wPh8]".
  const EffectNote* undone = nullptr;
  if (m.promotion != PieceKind::None)
    for (const EffectNote& n : notes)
      if (!n.primary && n.kind == EffectNote::Kind::Change && n.to == m.to &&
          n.previous.kind() == m.promotion && n.unit.kind() == mover.kind()) {
        undone = &n;
        break;
      }
  std::string out;
  // Units changed before the move, as part of it, first: "[e8=R]Qd8-d4", "[f8=B]Bf8*g7" (the mover).
  for (const EffectNote& n : notes)
    if (n.before) {
      out += "[" + square(n.to) + "=" + prefix(n.unit) + code(n.unit.kind()) + "]";
      if (n.to == m.from) mover = n.unit;
    }
  if (m.kind == MoveKind::Castle) {
    // Castling as if from other squares (Anti-Mars Circe): each unit's way there first, the king's then
    // the rook's, "[bKf6->e8][bRh5->a8]0-0-0". (The king's square is beside the rook's landing square.)
    const int home_file = 2 * m.aux2_square().file() - m.to.file();
    for (const EffectNote& n : notes)
      if (n.kind == EffectNote::Kind::Detour) {
        const bool king = n.from.file() == home_file;
        out += "[" + unit(king ? mover : partner) + square(king ? m.from : m.aux_square()) + "->" +
               square(n.from) + "]";
      }
    out += m.to.file() > home_file ? "0-0" : "0-0-0";
    out += marked;
  } else if (m.kind == MoveKind::Swap) {
    // Two units exchanging their squares, each written by its letter (a pawn's too) and square:
    // "Ta8<->Tg5", as Popeye writes an exchange.
    out = code(mover.kind()) + square(m.from) + "<->" + code(pos_.at(m.to).kind()) + square(m.to) + marked;
  } else {
    const std::string attributes_of_mover = prefix(mover);
    if (!going_on) {
      out += attributes_of_mover;
      if (mover.kind() != PieceKind::Pawn || !attributes_of_mover.empty()) out += code(mover.kind());
      out += square(m.from);
    }
    // A move made as if from another square is written through it, "Sc1-g1*e2" (Popeye's phantom
    // movement).
    for (const EffectNote& n : notes)
      if (n.kind == EffectNote::Kind::Detour) out += "-" + square(n.from);
    out += m.is_capture() ? '*' : '-';
    // A Special move that took one unit away from where it lands (the locust, behind the unit it took):
    // the unit's square, then the landing square, "Lc2*e4-f5".
    if (m.kind == MoveKind::Special) {
      const EffectNote* taken = nullptr;
      int removed = 0;
      for (const EffectNote& n : notes)
        if (n.primary && n.kind == EffectNote::Kind::Remove) {
          ++removed;
          taken = &n;
        }
      if (removed == 1 && taken->from != m.to) out += square(taken->from) + "-";
    }
    // The mover's second step after an en-passant capture: Popeye writes the capture onto where the
    // mover ends, plainly when that is the taken pawn's square ("e5*d5"), else with " ep.".
    const EffectNote* second = nullptr;
    for (const EffectNote& n : notes)
      if (!n.primary && n.kind == EffectNote::Kind::Go && n.reason.role == ReasonRole::Continuation)
        second = &n;
    if (second && m.kind == MoveKind::EnPassant) {
      out += square(second->to) + changes(*second);
      if (second->to != m.aux_square()) out += " ep.";
      out += marked;
    } else {
      out += square(m.to);
      if (m.kind != MoveKind::EnPassant) out += marked;
      if (promoted_into_mark) {
        out += '=';
        out += marks.letter;
      } else if (m.promotion != PieceKind::None && !undone) {
        out += '=';
        out += prefix(mover) + code(m.promotion);
      }
      if (m.kind == MoveKind::EnPassant) out += " ep." + marked;
    }
  }
  // Side effects, as Popeye writes them: first a change of a unit where it stands (Einstein's moved
  // unit "=S", a change of side "=b", attributes gained "=c"), then in the order they happened a unit
  // added (a rebirth) "[+bRh8]", a unit sent by a rule (AntiCirce's capturer) "[wSe2->b1]", also when it
  // stays where it is "[wSb1->b1]", a unit waiting under its occupied square (Volcanic) "[+bPe7->v]",
  // two units exchanged "[Ke1<->Kh3]", a unit taken off "[-wkRd5]", a unit away from the mover changed
  // where it stands "[h5=rS]".
  for (const EffectNote& n : notes) {
    // A unit gone over to the other board (Alice chess): the board's letter, "f4-f5A", "0-0-0BB".
    if (!n.primary && n.kind == EffectNote::Kind::Change && n.reason.role == ReasonRole::BoardChange) {
      out += n.unit.attributes() & kAttributeAliceB ? 'B' : 'A';
      continue;
    }
    if (n.primary || n.kind != EffectNote::Kind::Change || n.elsewhere || &n == undone ||
        n.reason.role == ReasonRole::MoverSideChange)
      continue;
    // Walks a unit gains (Absorbant), which Popeye's notation has no letter for: the unit's letter, then
    // each walk it has beside its kind's, "Bc1*f4=B+S" (our extension).
    if (walks_only(n.previous, n.unit)) {
      out += "=" + prefix(n.unit) + code(n.unit.kind());
      for (PieceKind walk : gained_walks(n.unit)) out += "+" + code(walk);
      continue;
    }
    // (A neutral unit's change is written with its "n", as its promotion is: "=ncL", "=nc".)
    // (A half-neutral unit's change of side is written with an "h": "=nh", "=wh".)
    if (attributes_only(n.previous, n.unit))
      out += "=" + prefix(n.unit);
    else if (n.unit.colour() != n.previous.colour())
      out += "=" + std::string(1, colour(n.unit)) + (n.unit.attributes() & kAttributeHalfNeutral ? "h" : "");
    else
      out += "=" + prefix(n.unit) + code(n.unit.kind());
  }
  for (const EffectNote& n : notes) {
    if (n.primary) continue;
    // A unit that arrives changed (an AntiCirce Clone capturer): its old kind before the arrow, its new
    // one after it, "[bKe3->rBf8]".
    const std::string arrival = n.previous.kind() != n.unit.kind() ? letter(n.unit) : "";
    switch (n.kind) {
      case EffectNote::Kind::Appear:
        out += "[+" + unit(n.unit) + square(n.to) + changes(n) + "]";
        break;
      case EffectNote::Kind::Go:
        if (n.reason.role == ReasonRole::Partner)  // a unit moved along with the mover: "Ke1-g1/wRh1-f1"
          out += "/" + unit(n.unit) + square(n.from) + "-" + square(n.to);
        else if (n.reason.role ==
                 ReasonRole::Continuation) {  // the mover's second step: "Se3*f5-h6", "-d8=Q"
          if (m.kind != MoveKind::EnPassant) out += "-" + square(n.to) + changes(n);  // (else written above)
        } else
          out += "[" + unit(n.previous) + square(n.from) + "->" + arrival + square(n.to) + changes(n) + "]";
        break;
      case EffectNote::Kind::GoUnder:
        out += "[" + unit(n.previous) + square(n.from) + "->" + arrival + square(n.to) + changes(n) + "->v]";
        break;
      case EffectNote::Kind::WaitUnder:
        out += "[+" + unit(n.unit) + square(n.to) + changes(n) + "->v]";
        break;
      case EffectNote::Kind::Change:
        if (n.reason.role == ReasonRole::MoverSideChange && !n.elsewhere)
          out +=
              "[=" + std::string(1, colour(n.unit)) + attributes(n.unit) + "]";  // "[=na]" (attribute Anda)
        else if (n.elsewhere)
          out += "[" + square(n.to) + "=" +
                 (n.unit.kind() == n.previous.kind() && n.unit.colour() != n.previous.colour()
                      ? std::string(1, colour(n.unit))
                      : prefix(n.unit) + code(n.unit.kind())) +
                 "]";
        break;
      case EffectNote::Kind::Exchange:
        out += "[" + letter(n.unit) + square(n.from) + "<->" + letter(n.partner) + square(n.to) + "]";
        break;
      case EffectNote::Kind::Remove:
        // A unit the move's rules take off (a kamikaze capturer), "[-wkRd5]"; one a rebirth takes off
        // (Circe Assassin) is not written, as in Popeye.
        if (n.reason.role == ReasonRole::Move) out += "[-" + unit(n.unit) + square(n.from) + "]";
        // A unit the move carried off the board (pushed or pulled): "[bBa5->R]".
        if (n.carried) out += "[" + unit(n.unit) + square(n.from) + "->R]";
        break;
      default:
        break;
    }
  }
  // The rule state the move left, where a module writes it: " (6/3)", as Popeye writes BGL's budgets.
  for (const std::string& note : state_notes) out += " (" + note + ")";
  return out;
}

namespace {

// Does a unit on `square` whose diagram square is `away` (not `square`) stand exchanged with the unit
// now on `away`, of the side `partner_side` (or neutral)? Popeye's exchange goals.
bool exchanged(const Position& pos, Square square, Colour partner_side) {
  const Square away = pos.origin(square);
  if (away.is_none() || away == square || pos.origin(away) != square) return false;
  const Piece partner = pos.at(away);
  return partner.is_unit() && (partner.colour() == partner_side || partner.colour() == Colour::Neutral);
}

}  // namespace

bool GeneralBoard::can_take_king() {
  const Colour side = pos_.side_to_move();
  const Square king = pos_.king(opposite(side));
  // (A neutral king is both sides' king: taking it is no way out for either.)
  if (king.is_none() || king == pos_.king(side)) return false;
  return rules_.is_attacked_if(pos_, king, side, ObservationPurpose::Check, [&](Square from) {
    Move take{from, king};
    take.flags |= kFlagCapture;
    return rules_.try_move(pos_, take,
                           [&](const Position& after) { return rules_.legal_after_play(after, side); });
  });
}

namespace {

// Popeye's kiss: a unit next to `kisser` whose diagram square is `kissed_origin`, with no other unit
// (of either side) next to it; holes do not count.
bool kisses(const Position& pos, Square kisser, Square kissed_origin) {
  const Geometry& g = pos.geometry();
  for (int df = -1; df <= 1; ++df)
    for (int dr = -1; dr <= 1; ++dr) {
      const Square kissed = g.offset(kisser, df, dr);
      if (kissed.is_none() || kissed == kisser || !pos.at(kissed).is_unit() ||
          pos.origin(kissed) != kissed_origin)
        continue;
      bool alone = true;
      for (int ef = -1; ef <= 1 && alone; ++ef)
        for (int er = -1; er <= 1 && alone; ++er) {
          const Square other = g.offset(kissed, ef, er);
          if (other.is_some() && other != kissed && other != kisser && pos.at(other).is_unit()) alone = false;
        }
      if (alone) return true;
    }
  return false;
}

}  // namespace

bool GeneralBoard::identity_goal_reached(Goal goal, std::optional<Square> target) const {
  if (goal == Goal::Chess81 || goal == Goal::Kiss) {
    // The moved unit, followed through the move's side effects (none if they took it off).
    const std::optional<Square> at = last_move_to();
    if (!at) return false;
    if (goal == Goal::Kiss) return target && kisses(pos_, *at, *target);
    const Colour mover = opposite(pos_.side_to_move());
    return pos_.geometry().relative_rank(*at, mover) == pos_.geometry().height() - 1;
  }
  if (goal == Goal::Circuit || goal == Goal::Exchange) {
    // The moved unit, followed through the move's side effects (none if they took it off).
    const std::optional<Square> at = last_move_to();
    if (!at) return false;
    if (goal == Goal::Circuit) return pos_.origin(*at) == *at;
    return exchanged(pos_, *at, opposite(pos_.side_to_move()));  // a partner of the side that moved
  }
  // The unit a rebirth put on the board (the captured one, or an AntiCirce capturer), as Popeye's
  // Circe goal filters find it; its partner belongs to the side now to move.
  for (const Effect& e : pos_.last_side_effects()) {
    Square reborn;
    if (e.kind == EffectKind::Add && e.reason.role == ReasonRole::Rebirth)
      reborn = e.from;
    else if ((e.kind == EffectKind::Relocate || e.kind == EffectKind::Stay) &&
             e.reason.role == ReasonRole::CapturerRebirth)
      reborn = e.to;
    else
      continue;
    if (goal == Goal::CircuitByRebirth) return pos_.origin(reborn) == reborn;
    return exchanged(pos_, reborn, pos_.side_to_move());
  }
  return false;
}

uint64_t GeneralBoard::origins_key() const {
  uint64_t key = 0;
  for (Square s : pos_.geometry().squares())
    if (pos_.origin(s).is_some())
      key ^= zobrist::mix(0x7000000ull + (uint64_t(s.index()) << 8 | uint64_t(pos_.origin(s).index())));
  return key;
}

std::vector<Move> GeneralBoard::popeye_chosen_first_moves(std::optional<int> start,
                                                          std::optional<int> up_to) const {
  // Popeye numbers the moves it generates, the illegal ones too; a move with choices (a rebirth
  // square, say) is one move.
  GeneralBoard copy = *this;
  List list;
  std::optional<std::vector<Move>> ordered = popeye_generated_moves();
  if (!ordered)
    throw std::invalid_argument(
        "StartMoveNumber and UpToMoveNumber need first moves of kings (not castling), queens, rooks, "
        "bishops, "
        "knights and pawns only: Popeye's order of the others is not known");
  const size_t first = static_cast<size_t>(std::max(1, start.value_or(1)) - 1);
  const size_t last = std::min(
      ordered->size(), static_cast<size_t>(std::max(0, up_to.value_or(static_cast<int>(ordered->size())))));
  // The legal moves with the squares of a chosen one (with all their choices).
  std::vector<Move> chosen;
  copy.legal_moves(list);
  for (const Move& m : list)
    for (size_t i = first; i < last; ++i)
      if (same_squares((*ordered)[i], m)) {
        chosen.push_back(m);
        break;
      }
  return chosen;
}

std::optional<std::vector<Move>> GeneralBoard::popeye_order_of(std::vector<Move> moves) const {
  const std::vector<MovePath> paths = generation_paths(rules_, pos_, moves);
  return popeye_move_order(pos_, std::move(moves), PopeyeGenerator::Normal, popeye_sorting_, paths);
}

std::optional<std::vector<Move>> GeneralBoard::popeye_generated_moves(bool* with_choices) const {
  GeneralBoard copy = *this;
  List list;
  copy.pseudo_legal_moves(list);
  std::vector<Move> generated;
  if (with_choices) *with_choices = false;
  for (const Move& m : list) {
    if (std::none_of(generated.begin(), generated.end(), [&](const Move& g) { return same_squares(g, m); }))
      generated.push_back(m);
    else if (with_choices)
      *with_choices = true;
  }
  return popeye_first_move_order(copy.position(), std::move(generated), popeye_sorting_);
}

namespace {

// A kind's orthodox8 type (bitboard8::OrthodoxType), -1 for a kind the orthodox board does not have.
int orthodox_type_of(PieceKind kind) {
  switch (kind) {
    case PieceKind::Pawn:
      return bitboard8::kPawn;
    case PieceKind::Knight:
      return bitboard8::kKnight;
    case PieceKind::Bishop:
      return bitboard8::kBishop;
    case PieceKind::Rook:
      return bitboard8::kRook;
    case PieceKind::Queen:
      return bitboard8::kQueen;
    case PieceKind::King:
      return bitboard8::kKing;
    default:
      return -1;
  }
}

}  // namespace

std::optional<bitboard::Board> GeneralBoard::orthodox_view() const {
  bitboard::Setup setup = bitboard::setup_of(rules_, pos_);  // (side, castling, en passant)
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = pos_.at(Square(sq % 8, sq / 8));
    char letter = '.';  // (a hole too)
    if (p.is_unit()) {
      const int type = orthodox_type_of(p.kind());
      if (type < 0 || p.attributes() != 0 || (p.colour() != Colour::White && p.colour() != Colour::Black))
        return std::nullopt;
      letter = "PNBRQK"[type];
      if (p.colour() == Colour::Black) letter = static_cast<char>(letter - 'A' + 'a');
    }
    setup.board[static_cast<size_t>(sq)] = letter;
  }
  try {
    return bitboard::Board(setup);
  } catch (const std::invalid_argument&) {
    return std::nullopt;  // (a line the board's blocked squares close, read as open: no bound here)
  }
}

bool GeneralBoard::orthodox_codes(std::array<int8_t, 64>& codes) const {
  for (int sq = 0; sq < 64; ++sq) {
    const Piece p = pos_.at(Square(sq % 8, sq / 8));
    int8_t code = bitboard8::kOrthodoxEmpty;  // (a hole too)
    if (p.is_unit()) {
      const int type = orthodox_type_of(p.kind());
      if (type < 0 || p.attributes() != 0 || (p.colour() != Colour::White && p.colour() != Colour::Black))
        return false;
      code = static_cast<int8_t>(bitboard8::orthodox_code(p.colour() == Colour::White ? 0 : 1, type));
    }
    codes[static_cast<size_t>(sq)] = code;
  }
  return true;
}

bool GeneralBoard::mate_possible(bool mated_white, int mated_moves, int mating_moves, uint64_t squares,
                                 uint64_t* feasible, bool* roomy, Progress* progress) const {
  std::optional<bitboard::Board> view;
  if (mate_bound_) view = orthodox_view();
  if (!view) {
    if (feasible) *feasible = ~uint64_t{0};
    if (roomy) *roomy = false;
    if (progress) *progress = Progress{};
    return true;
  }
  return mate_bound_->possible(*view, mated_white, mated_moves, mating_moves, nullptr, squares, feasible,
                               roomy, progress);
}

bool GeneralBoard::mate_possible(bool mated_white, int mating_moves, MoveFilter& filter,
                                 uint64_t squares) const {
  std::optional<bitboard::Board> view;
  if (mate_bound_) view = orthodox_view();
  if (!view) {
    filter = MoveFilter{};
    return true;
  }
  return mate_bound_->possible(*view, mated_white, 1, mating_moves, &filter, squares);
}

bool GeneralBoard::may_progress(const Progress& progress, const Move& m) const {
  if (progress.any || m.kind == MoveKind::Castle || m.is_capture() || m.promotion != PieceKind::None)
    return true;
  const int type = orthodox_type_of(pos_.at(m.from).kind());
  return type < 0 || progress.allows(type, white_to_move(), m.from.rank() * 8 + m.from.file(),
                                     m.to.rank() * 8 + m.to.file());
}

bool GeneralBoard::has_unit_besides_king(bool white) const {
  bool found = false;
  pos_.units_of_side(white ? Colour::White : Colour::Black).for_each([&](Square s) {
    if (pos_.at(s).kind() != PieceKind::King) found = true;
  });
  return found;
}

}  // namespace nightrider::solver
