#include "notation/fen.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <cstdlib>
#include <limits>
#include <optional>
#include <sstream>
#include <vector>

namespace nightrider {
namespace {

std::vector<std::string_view> split_fields(std::string_view s) {
  std::vector<std::string_view> out;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && std::isspace(static_cast<unsigned char>(s[i]))) ++i;
    size_t j = i;
    while (j < s.size() && !std::isspace(static_cast<unsigned char>(s[j]))) ++j;
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j;
  }
  return out;
}

std::string quoted(std::string_view s) { return "'" + std::string(s) + "'"; }

// "1 rank", "9 ranks".
std::string count_of(size_t n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// A character of the board field as the message shows it: printable ones quoted, others as a byte value.
std::string shown_char(char c) {
  const auto byte = static_cast<unsigned char>(c);
  if (std::isprint(byte)) return quoted(std::string(1, c));
  static constexpr char kHex[] = "0123456789ABCDEF";
  return std::string("byte 0x") + kHex[byte >> 4] + kHex[byte & 15];
}

// A hole in the board field ("3#4"): our extension of FEN, for boards with holes (Popeye's Hole and
// Haan conditions).
constexpr char kHoleChar = '#';
// A neutral unit: its letter in upper case, then '=' ("R=", "P=^"), before its attribute markers: our
// extension of FEN, for the neutral units of problems and the rules that make them (Anda).
constexpr char kNeutralChar = '=';
// Reads the neutral mark after a unit's letter at text[i] (i moves past it): the unit's colour.
Colour fen_colour(char letter, std::string_view text, size_t& i) {
  if (i < text.size() && text[i] == kNeutralChar) {
    if (!std::isupper(static_cast<unsigned char>(letter)))
      throw FenError("neutral mark '=' after the lower-case letter " + shown_char(letter) +
                     " (a neutral unit is written in upper case: \"R=\")");
    ++i;
    return Colour::Neutral;
  }
  return std::isupper(static_cast<unsigned char>(letter)) ? Colour::White : Colour::Black;
}
// Is `p` a pawn the side `mover` may just have stepped twice: its own, or a neutral one (Anda makes the
// pawn that checks by its double step neutral)?
// (Or a hunter whose walk forward is the pawn's: Popeye lets it be taken en passant too.)
bool double_stepped_pawn_of(const Rules& rules, Piece p, Colour mover) {
  return p.is_unit() && (rules.def(p.kind()).pawn || rules.def(p.kind()).hunter_away == PieceKind::Pawn) &&
         (p.colour() == mover || p.colour() == Colour::Neutral);
}
// The neutral mark written after a unit's letter, if it is neutral.
std::string_view neutral_mark(Piece p) { return p.colour() == Colour::Neutral ? "=" : ""; }
// Counting the files of an absurdly long rank stops here, so the count cannot overflow.
constexpr int kFileCountCap = 1000;
// The clocks are kept in 16 bits in the move journal; no real game comes near this.
constexpr int kClockMaximum = 10000;

// The attribute markers after a piece letter (kAttributeMarkers: '^' uncapturable, '!' kamikaze, '~'
// chameleon, '*' royal, '%' paralysing, '\'' spent; walks gained: ':' pawn, ';' knight, '<' bishop, '>'
// rook; '&' half-neutral; '$' hurdle-colour-changing; '+' Anda; '|' on Alice chess's board B), from text[i]
// on (i moves past them). (Our extension of FEN, for units with attributes: docs/conditions.md.)
PieceAttributes parse_attributes(std::string_view text, size_t& i) {
  PieceAttributes attributes = 0;
  for (; i < text.size(); ++i) {
    const auto* found = std::find_if(std::begin(kAttributeMarkers), std::end(kAttributeMarkers),
                                     [&](const AttributeMarker& m) { return m.marker == text[i]; });
    if (found == std::end(kAttributeMarkers)) break;
    attributes |= found->attribute;
  }
  return attributes;
}
// (Written for every unit of every FEN: most units have no attribute and get no string work at all.)
std::string attribute_markers(Piece p) {
  std::string markers;
  const PieceAttributes attributes = p.attributes();
  if (attributes == 0) return markers;
  for (const AttributeMarker& m : kAttributeMarkers)
    if (attributes & m.attribute) markers += m.marker;
  return markers;
}

// The underworld field: units under squares, in order, "Q^d1,nb8" (our extension of FEN).
void parse_underworld(const Rules& rules, Position& pos, std::string_view field) {
  size_t start = 0;
  while (start <= field.size()) {
    size_t end = field.find(',', start);
    if (end == std::string_view::npos) end = field.size();
    const std::string_view entry = field.substr(start, end - start);
    if (entry.empty()) throw FenError("underworld field has an empty entry");
    const char c = entry[0];
    const auto kind = rules.kind_for_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
    if (!std::isalpha(static_cast<unsigned char>(c)) || !kind)
      throw FenError("unknown piece letter " + shown_char(c) + " in the underworld field");
    size_t i = 1;
    const Colour colour = fen_colour(c, entry, i);
    const PieceAttributes attributes = parse_attributes(entry, i);
    const auto square = rules.geometry().parse(entry.substr(i));
    if (!square) throw FenError("underworld entry " + quoted(entry) + " needs a square of the board");
    pos.put_buried(*square, Piece(*kind, colour, attributes));
    start = end + 1;
  }
}

// Rank text of the FEN (top rank first) -> rank index on the board.
void parse_board(const Rules& rules, Position& pos, std::string_view board) {
  const Geometry& geo = rules.geometry();
  std::vector<std::string_view> ranks;
  size_t start = 0;
  for (size_t i = 0; i <= board.size(); ++i)
    if (i == board.size() || board[i] == '/') {
      ranks.push_back(board.substr(start, i - start));
      start = i + 1;
    }
  if (ranks.size() > Square::kMaxRanks)
    throw FenError("board has " + count_of(ranks.size(), "rank") + ", more than the " +
                   std::to_string(Square::kMaxRanks) + " of the largest board (" + rules.name() + " needs " +
                   std::to_string(geo.height()) + ")");
  if (static_cast<int>(ranks.size()) != geo.height())
    throw FenError("board has " + count_of(ranks.size(), "rank") + ", " + rules.name() + " needs " +
                   std::to_string(geo.height()));
  for (size_t r = 0; r < ranks.size(); ++r) {
    const int rank = geo.height() - 1 - static_cast<int>(r);
    const std::string rank_name = "rank " + std::to_string(rank + 1);
    std::string_view text = ranks[r];
    if (text.empty()) throw FenError(rank_name + " is empty");
    int file = 0;
    for (size_t i = 0; i < text.size();) {
      const char c = text[i];
      if (std::isdigit(static_cast<unsigned char>(c))) {
        size_t j = i;
        int value = 0, digit_sum = 0;
        while (j < text.size() && std::isdigit(static_cast<unsigned char>(text[j]))) {
          value = value * 10 + (text[j] - '0');
          digit_sum += text[j] - '0';
          ++j;
          if (value > 1000) break;
        }
        // "10" is ten empty squares; a run too long for the rank is vchess's sum of digits ("91" = 10).
        const int empties = (value <= geo.width() - file) ? value : digit_sum;
        if (empties == 0) throw FenError(rank_name + " has an empty-square count of 0");
        file = std::min(file + empties, kFileCountCap);
        i = j;
      } else if (c == kHoleChar) {
        // A hole (a square nothing may stand on or cross): our extension of FEN.
        if (file < geo.width()) pos.put(Square(file, rank), Piece::hole());
        file = std::min(file + 1, kFileCountCap);
        ++i;
      } else {
        const auto kind =
            rules.kind_for_letter(static_cast<char>(std::toupper(static_cast<unsigned char>(c))));
        if (!std::isalpha(static_cast<unsigned char>(c)) || !kind)
          throw FenError("unknown piece letter " + shown_char(c) + " in " + rank_name + " (" + rules.name() +
                         ")");
        ++i;
        const Colour colour = fen_colour(c, text, i);
        const PieceAttributes attributes = parse_attributes(text, i);
        if (file < geo.width()) {
          pos.put(Square(file, rank), Piece(*kind, colour, attributes));
        }
        file = std::min(file + 1, kFileCountCap);
      }
    }
    // The whole rank is read first so that the message gives its real length.
    if (file != geo.width())
      throw FenError(rank_name + " has " + (file >= kFileCountCap ? "more than " : "") +
                     count_of(static_cast<size_t>(file), "file") + ", " + rules.name() + " needs " +
                     std::to_string(geo.width()));
  }
}

// "[e1h8]" after the castling letters: rights of units that have no partner to castle with. They exist
// only under conditions that bring units back to their home squares (a reborn rook regains its right, as
// in Popeye, and castles once its king is reborn too); standard positions never show them.
void parse_lone_rights(const Rules& rules, Position& pos, std::string_view list) {
  const Geometry& geo = rules.geometry();
  size_t i = 0;
  while (i < list.size()) {
    size_t end = i + 1;
    while (end < list.size() && std::isdigit(static_cast<unsigned char>(list[end]))) ++end;
    const std::optional<Square> s = geo.parse(list.substr(i, end - i));
    if (!s || pos.at(*s).is_empty())
      throw FenError("rights list " + quoted(list) + " names " + quoted(list.substr(i, end - i)) +
                     ", which is not a square with a unit");
    pos.set_right(*s, true);
    i = end;
  }
}

void parse_rights(const Rules& rules, Position& pos, std::string_view field) {
  if (field == "-") return;
  const Geometry& geo = rules.geometry();
  if (const size_t open = field.find('[');
      open != std::string_view::npos && rules.rights_notation() == RightsNotation::Castling) {
    if (field.back() != ']' || open + 2 > field.size())
      throw FenError("castling field " + quoted(field) + " opens '[' without closing it at the end");
    parse_lone_rights(rules, pos, field.substr(open + 1, field.size() - open - 2));
    field = field.substr(0, open);
    if (field == "-" || field.empty()) return;
  }
  std::string seen;
  for (char c : field) {
    if (seen.find(c) != std::string::npos)
      throw FenError("rights field repeats " + quoted(std::string(1, c)));
    seen += c;
    const Colour colour = std::isupper(static_cast<unsigned char>(c)) ? Colour::White : Colour::Black;
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    const std::string side = colour == Colour::White ? "white" : "black";
    switch (rules.rights_notation()) {
      case RightsNotation::None:
        throw FenError(rules.name() + " has no castling rights; the rights field must be '-', not " +
                       quoted(field));
      case RightsNotation::Castling: {
        if (upper != 'K' && upper != 'Q')
          throw FenError("castling field has unknown letter " + quoted(std::string(1, c)) +
                         " (use K, Q, k, q or -)");
        const int back = colour == Colour::White ? 0 : geo.height() - 1;
        const Square king = pos.king(colour);
        const Square rook(upper == 'K' ? geo.width() - 1 : 0, back);
        if (king.is_none() || king.rank() != back ||
            !pos.at(rook).is(rules.params().castling_rook_kind, colour))
          throw FenError("castling right " + quoted(std::string(1, c)) + " needs the " + side +
                         " king on its first rank and a " + side + " rook on " + geo.name(rook));
        pos.set_right(king, true);
        pos.set_right(rook, true);
        break;
      }
      case RightsNotation::RoyalLeaps: {
        if (upper != 'K' && upper != 'A')
          throw FenError("rights field has unknown letter " + quoted(std::string(1, c)) +
                         " (use K, A, k, a or -)");
        const Square s = upper == 'K' ? pos.king(colour) : pos.anti_king(colour);
        if (s.is_none())
          throw FenError("leap right " + quoted(std::string(1, c)) + " but " + side + " has no " +
                         (upper == 'K' ? "king" : "anti-king"));
        pos.set_right(s, true);
        break;
      }
    }
  }
}

void parse_en_passant(const Rules& rules, Position& pos, std::string_view field) {
  if (field == "-") return;
  const Geometry& geo = rules.geometry();
  // "d2d3": both squares a triple-stepping pawn passed over (Einstein), the nearer first.
  if (rules.params().triple_step_ranks != 0 && field.size() >= 4) {
    size_t split = 1;
    while (split < field.size() && std::isdigit(static_cast<unsigned char>(field[split]))) ++split;
    const auto first = geo.parse(field.substr(0, split)), second = geo.parse(field.substr(split));
    const Colour mover = opposite(pos.side_to_move());
    const int dir = mover == Colour::White ? 1 : -1;
    if (split < field.size() && first && second && geo.offset(*first, 0, dir) == *second) {
      const Square victim = geo.offset(*second, 0, dir);
      if (!pos.at(*first).is_empty() || !pos.at(*second).is_empty() || victim.is_none() ||
          !double_stepped_pawn_of(rules, pos.at(victim), mover) || geo.relative_rank(*first, mover) != 1)
        throw FenError("en passant squares " + std::string(field) + " do not follow a triple step");
      rules.open_en_passant(pos, *first, *second, victim, opposite(mover));
      return;
    }
  }
  // "e6/f3": the pawn that passed over e6 stands on f3 (a rule moved it on after its double step).
  if (const size_t slash = field.find('/'); slash != std::string_view::npos) {
    const auto target = geo.parse(field.substr(0, slash)), victim = geo.parse(field.substr(slash + 1));
    const Colour mover = opposite(pos.side_to_move());
    if (!target || !victim || !rules.params().en_passant || !pos.at(*target).is_empty() ||
        !double_stepped_pawn_of(rules, pos.at(*victim), mover))
      throw FenError("en passant squares " + std::string(field) + " do not follow a double step");
    rules.open_en_passant(pos, *target, Square::none(), *victim, opposite(mover));
    return;
  }
  const auto target = geo.parse(field);
  if (!target) throw FenError("en passant square " + quoted(field) + " is not a square of the board");
  if (!rules.params().en_passant)
    throw FenError(rules.name() + " has no en passant; use '-' instead of " + quoted(field));
  // The pawn that passed over `target` belongs to the side that just moved (where a side moves the
  // other's units too, it may be the side to move's: the one on the rank the target says).
  // (and where a side moves several times in a turn, it may be its own pawn, mid-turn).
  Colour mover = opposite(pos.side_to_move());
  const bool either = rules.params().movable_units != MovableUnits::Own || rules.turns_may_go_on();
  if (either && target->rank() == (mover == Colour::White ? geo.height() - 3 : 2)) mover = opposite(mover);
  const int dir = mover == Colour::White ? 1 : -1;
  const Square victim = geo.offset(*target, 0, dir);
  const Square origin = geo.offset(*target, 0, -dir);
  // The ranks a double step passes over: the one after each rank a pawn may step twice from.
  std::string expected;
  bool on_expected_rank = false;
  for (int r = 0; r + 1 < geo.height(); ++r) {
    if (!((rules.params().double_step_ranks >> r) & 1)) continue;
    const int rank = mover == Colour::White ? r + 1 : geo.height() - 2 - r;
    expected += (expected.empty() ? "" : " or ") + std::to_string(rank + 1);
    on_expected_rank = on_expected_rank || target->rank() == rank;
  }
  if (!on_expected_rank || victim.is_none())
    throw FenError("en passant square " + std::string(field) + " must be on rank " + expected);
  // (The square the pawn left is not asked about: a unit may be back on it at the end of the move, as
  // one waiting under it comes back under Circe Parachute or Volcanic.)
  if (!pos.at(*target).is_empty() || !origin.is_some() ||
      !double_stepped_pawn_of(rules, pos.at(victim), mover))
    throw FenError("en passant square " + std::string(field) + " does not follow a double step");
  // Kept only where a pawn could take there, as after a double step in play (rules-decisions.md).
  rules.open_en_passant(pos, *target, Square::none(), victim, opposite(mover));
}

int parse_number(std::string_view field, const std::string& what, int minimum, int maximum = kClockMaximum) {
  int value = 0;
  const auto [ptr, ec] = std::from_chars(field.data(), field.data() + field.size(), value);
  const bool all_digits = ptr == field.data() + field.size();
  if (ec == std::errc::result_out_of_range && all_digits)
    throw FenError(what +
                   (field.front() == '-' ? " must be at least " + std::to_string(minimum)
                                         : " must be at most " + std::to_string(maximum)) +
                   ", not " + quoted(field));
  if (ec != std::errc() || !all_digits)
    throw FenError(what + " must be a whole number, not " + quoted(field));
  if (value < minimum)
    throw FenError(what + " must be at least " + std::to_string(minimum) + ", not " + quoted(field));
  if (value > maximum)
    throw FenError(what + " must be at most " + std::to_string(maximum) + ", not " + quoted(field));
  return value;
}

// A square's name at the start of `text` (a letter, then digits): its length, 0 if there is none.
size_t square_name_length(std::string_view text) {
  if (text.empty() || !std::isalpha(static_cast<unsigned char>(text[0]))) return 0;
  size_t end = 1;
  while (end < text.size() && std::isdigit(static_cast<unsigned char>(text[end]))) ++end;
  return end;
}

// The rule-state field's diagram squares (RuleParams::origins_in_fen): "a4a1,e5-", each a unit's square
// and the square it stood on in the diagram ("-": none, it came later); other units are at home.
void parse_origins(const Rules& rules, Position& pos, std::string_view list) {
  const Geometry& geo = rules.geometry();
  size_t start = 0;
  while (start <= list.size()) {
    size_t end = list.find(',', start);
    if (end == std::string_view::npos) end = list.size();
    const std::string_view entry = list.substr(start, end - start);
    const size_t split = square_name_length(entry);
    const auto unit = geo.parse(entry.substr(0, split));
    const std::string_view home = entry.substr(split);
    const auto origin = home == "-" ? std::optional<Square>(Square::none()) : geo.parse(home);
    if (!unit || !origin || !pos.at(*unit).is_unit())
      throw FenError("diagram square " + quoted(entry) +
                     " must be a unit's square and its diagram square (or '-'), as a4a1");
    pos.set_origin(*unit, *origin);
    start = end + 1;
  }
}

// `kings`: also that each side has its king (on the board, or waiting under a square).
void check_material(const Rules& rules, const Position& pos, bool kings = true) {
  const Geometry& geo = rules.geometry();
  // (The kind in the king's place: Ultramarine chess's Poseidon.)
  const PieceKind king = rules.params().standard(PieceKind::King);
  for (PieceKind royal : {king, PieceKind::AntiKing}) {
    if (!rules.uses(royal)) continue;
    for (Colour c : {Colour::White, Colour::Black}) {
      int count = 0;
      for (Square s : geo.squares()) count += pos.at(s).is(royal, c);
      int waiting = 0;  // under a square (Circe Parachute sends an occupant there, kings too)
      for (const BuriedUnit& u : pos.underworld())
        waiting += u.piece.kind() == royal && u.piece.colour() == c;
      // A unit with the attribute Royal stands for the king (an AntiCirce Clone king reborn as another
      // kind).
      auto royal_unit = [&](Piece p) { return p.colour() == c && (p.attributes() & kAttributeRoyal); };
      if (royal == king) {
        for (Square s : geo.squares()) waiting += royal_unit(pos.at(s));
        for (const BuriedUnit& u : pos.underworld()) waiting += royal_unit(u.piece);
      }
      const std::string what =
          std::string(c == Colour::White ? "white" : "black") + " " + std::string(rules.def(royal).name);
      // Where kings can be captured (Magnetic) a position without one is a finished game, not an error.
      if (kings && count + waiting == 0 && !rules.params().kings_may_be_missing &&
          !(royal == king && rules.params().royal_capture))
        throw FenError("there is no " + what);
      if (count > 1 && !(royal == king && rules.params().several_kings))
        throw FenError("there are " + std::to_string(count) + " " + what + "s");
    }
  }
  if (!rules.params().promotion_kinds.empty() && !rules.params().pawns_on_promotion_rank)
    for (Square s : geo.squares()) {
      const Piece p = pos.at(s);
      if (p.is_unit() && rules.def(p.kind()).pawn &&
          rules.on_promotion_rank(geo, s, Rules::pawn_rank_side(rules.def(p.kind()), p.colour())))
        throw FenError("pawn on " + geo.name(s) + " stands on its promotion rank");
    }
  // Orthodox pawns only go forward, so none can stand on its own first rank (the bitboard fast path
  // cannot hold one either). Variants whose pawns start there or are pushed back allow it.
  if (!rules.params().pawns_on_first_rank)
    for (Square s : geo.squares()) {
      const Piece p = pos.at(s);
      if (p.is_unit() && rules.def(p.kind()).pawn &&
          geo.relative_rank(s, Rules::pawn_rank_side(rules.def(p.kind()), p.colour())) == 0)
        throw FenError("pawn on " + geo.name(s) + " stands on its first rank, where " + rules.name() +
                       " pawns never are");
    }
}

}  // namespace

Position parse_fen(const Rules& rules, std::string_view fen) {
  auto fields = split_fields(fen);
  if (fields.empty()) throw FenError("empty FEN");
  // "@N" after the clocks: the rule-state flags, a number, and "/M" the move marker where the rules keep
  // it there (our extension, only written when not 0).
  uint32_t rule_flags = 0;
  int marker = 0;
  std::string_view origins;  // ":a4a1,e5-": units away from their diagram squares (origins_in_fen)
  if (fields.size() >= 7 && !fields.back().empty() && fields.back()[0] == '@') {
    std::string_view state = fields.back().substr(1);
    if (const size_t colon = state.find(':'); colon != std::string_view::npos) {
      if (!rules.params().origins_in_fen)
        throw FenError("rule-state field " + quoted(fields.back()) + " has diagram squares, which " +
                       rules.name() + " does not keep");
      origins = state.substr(colon + 1);
      state = state.substr(0, colon);
    }
    if (const size_t slash = state.find('/'); slash != std::string_view::npos) {
      if (!rules.params().move_marker_in_fen)
        throw FenError("rule-state field " + quoted(fields.back()) + " has a move marker, which " +
                       rules.name() + " does not keep");
      // The move just played, from and to ("b1c3"): what All-in-Chess forbids to take back.
      const std::string_view move = state.substr(slash + 1);
      size_t split = 1;
      while (split < move.size() && std::isdigit(static_cast<unsigned char>(move[split]))) ++split;
      const auto from = rules.geometry().parse(move.substr(0, split)),
                 to = rules.geometry().parse(move.substr(split));
      if (!from || !to || *from == *to)
        throw FenError("move marker " + quoted(move) + " must be two squares of the board, as b1c3");
      marker = from->index() << 8 | to->index();
      state = state.substr(0, slash);
    }
    // (Up to 31 flags: a condition may keep squares there, Duellist chess two.)
    rule_flags = static_cast<uint32_t>(parse_number(state, "rule-state field", 0, std::numeric_limits<int>::max()));
    fields.pop_back();
  }
  if (fields.size() > 7) throw FenError("too many fields (" + std::to_string(fields.size()) + "), at most 7");
  Position pos(rules.geometry_ptr());
  parse_board(rules, pos, fields[0]);
  // The squares the rule set blocks hold holes in every position of it.
  for (Square s : rules.params().blocked_squares) {
    if (pos.at(s).is_unit())
      throw FenError("a unit stands on " + rules.geometry().name(s) + ", a square the rules block");
    if (pos.at(s).is_empty()) pos.put(s, Piece::hole());
  }
  if (fields.size() < 2) throw FenError("missing side-to-move field after the board");
  if (fields[1] != "w" && fields[1] != "b")
    throw FenError("side to move must be 'w' or 'b', not " + quoted(fields[1]));
  pos.set_side_to_move(fields[1] == "w" ? Colour::White : Colour::Black);
  check_material(rules, pos, fields.size() < 7);  // (a king may wait in the underworld field)
  if (fields.size() < 3) throw FenError("missing rights field (castling) after the side to move");
  parse_rights(rules, pos, fields[2]);
  if (fields.size() < 4) throw FenError("missing en passant field after the rights");
  parse_en_passant(rules, pos, fields[3]);
  int halfmove = 0, fullmove = 1;
  if (fields.size() >= 5) halfmove = parse_number(fields[4], "halfmove clock", 0);
  if (fields.size() >= 6) fullmove = parse_number(fields[5], "fullmove number", 1);
  if (fields.size() == 5) throw FenError("missing fullmove number after the halfmove clock");
  pos.set_clocks(halfmove, fullmove);
  pos.set_rule_flags(rule_flags);
  pos.set_move_marker(static_cast<uint16_t>(marker));
  if (!origins.empty()) parse_origins(rules, pos, origins);
  if (fields.size() == 7) {
    parse_underworld(rules, pos, fields[6]);
    check_material(rules, pos);
  }
  // The side that just moved may not have left its king capturable.
  const Colour waiting = opposite(pos.side_to_move());
  if (rules.in_check(pos, waiting))
    throw FenError(std::string("the side not to move (") + (waiting == Colour::White ? "white" : "black") +
                   ") is in check");
  return pos;
}

std::string to_fen(const Rules& rules, const Position& pos) {
  const Geometry& geo = rules.geometry();
  std::ostringstream out;
  for (int rank = geo.height() - 1; rank >= 0; --rank) {
    int empties = 0;
    for (int file = 0; file < geo.width(); ++file) {
      const Piece p = pos.at(Square(file, rank));
      if (p.is_empty()) {
        ++empties;
        continue;
      }
      if (empties) out << empties;
      empties = 0;
      if (p.is_hole()) {
        out << kHoleChar;
        continue;
      }
      out << rules.fen_char(p) << neutral_mark(p) << attribute_markers(p);
    }
    if (empties) out << empties;
    if (rank) out << '/';
  }
  out << ' ' << (pos.side_to_move() == Colour::Black ? 'b' : 'w') << ' ';
  std::string rights;
  std::vector<Square> paired;  // the squares whose rights the letters say
  for (Colour c : {Colour::White, Colour::Black}) {
    auto letter = [c](char upper) {
      return c == Colour::White ? upper : static_cast<char>(std::tolower(upper));
    };
    const Square king = pos.king(c);
    switch (rules.rights_notation()) {
      case RightsNotation::None:
        break;
      case RightsNotation::Castling: {
        if (king.is_none() || !pos.has_right(king)) break;
        const int back = c == Colour::White ? 0 : geo.height() - 1;
        const Square kside(geo.width() - 1, back), qside(0, back);
        for (const auto& [rook, upper] : {std::pair{kside, 'K'}, std::pair{qside, 'Q'}}) {
          if (!pos.has_right(rook) || !pos.at(rook).is(rules.params().castling_rook_kind, c)) continue;
          rights += letter(upper);
          paired.push_back(king);
          paired.push_back(rook);
        }
        break;
      }
      case RightsNotation::RoyalLeaps: {
        if (king.is_some() && pos.has_right(king)) rights += letter('K');
        const Square anti = pos.anti_king(c);
        if (anti.is_some() && pos.has_right(anti)) rights += letter('A');
        break;
      }
    }
  }
  std::string lone;
  if (rules.rights_notation() == RightsNotation::Castling)
    for (Square s : geo.squares())
      if (pos.has_right(s) && std::find(paired.begin(), paired.end(), s) == paired.end()) lone += geo.name(s);
  out << (rights.empty() && lone.empty() ? "-" : rights) << (lone.empty() ? "" : "[" + lone + "]") << ' ';
  // After a triple step both squares passed over are written (one of them may be closed: no pawn
  // could take there), so that the victim is known.
  std::string ep = "-";
  if (const Square target = pos.en_passant(); target.is_some()) {
    ep = geo.name(target);
    const Square victim = pos.en_passant_victim();
    if (rules.params().triple_step_ranks != 0 && victim.file() == target.file() &&
        std::abs(victim.rank() - target.rank()) == 2)
      ep += geo.name(Square(target.file(), (victim.rank() + target.rank()) / 2));
    else if (victim.file() != target.file() || std::abs(victim.rank() - target.rank()) != 1 ||
             (pos.at(victim).is_unit() && rules.def(pos.at(victim).kind()).reversed))
      ep += "/" +
            geo.name(victim);  // (the pawn a rule moved on after its double step: "e6/f3"; a reverse pawn's)
  }
  out << ep << ' ';
  out << pos.halfmove_clock() << ' ' << pos.fullmove_number();
  for (size_t i = 0; i < pos.underworld().size(); ++i) {
    const BuriedUnit& u = pos.underworld()[i];
    out << (i == 0 ? ' ' : ',') << rules.fen_char(u.piece) << neutral_mark(u.piece)
        << attribute_markers(u.piece) << geo.name(u.square);
  }
  const bool marker = rules.params().move_marker_in_fen && pos.move_marker() != 0;
  std::string origins;
  if (rules.params().origins_in_fen)
    for (Square s : geo.squares())
      if (pos.at(s).is_unit() && pos.origin(s) != s)
        origins += (origins.empty() ? "" : ",") + geo.name(s) +
                   (pos.origin(s).is_some() ? geo.name(pos.origin(s)) : "-");
  if (pos.rule_flags() != 0 || marker || !origins.empty()) out << " @" << pos.rule_flags();
  if (marker)
    out << '/' << geo.name(Square::from_index(pos.move_marker() >> 8))
        << geo.name(Square::from_index(pos.move_marker() & 0xFF));
  if (!origins.empty()) out << ':' << origins;
  return out.str();
}

Position start_position(const Rules& rules) {
  // Where conditions put other kinds in the orthodox kinds' places (Marine chess), the game array holds
  // those: their letters in the start FEN's board (castling rights stay on their squares).
  std::string fen = rules.start_fen();
  for (char& c : fen) {
    if (c == ' ') break;
    const bool black = std::islower(static_cast<unsigned char>(c)) != 0;
    const char upper = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    for (const auto& [orthodox, kind] : rules.params().standard_substitutes)
      if (rules.uses(kind) && upper == builtin_piece(orthodox).letter) {
        const char letter = rules.letter_for(kind);
        c = black ? static_cast<char>(std::tolower(static_cast<unsigned char>(letter))) : letter;
        break;
      }
  }
  return parse_fen(rules, fen);
}

}  // namespace nightrider
