// Popeye's input language, read the way Popeye reads it: a token stream (see the character classes
// below), keywords matched case-insensitively by unique prefix in the language the problem began in,
// and every command consuming the tokens it needs. The vocabulary lives in popeye_tables.h; the
// accepted subset and the differences from Popeye are described in docs/popeye-input.md.
#include "solver/popeye_reader.h"
#include "solver/structured_stipulation.h"

#include <algorithm>
#include <cstddef>
#include <cstdio>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "conditions/registry.h"
#include "solver/popeye_tables.h"

namespace nightrider::solver {
namespace {

using popeye::Args;
using popeye::Words;

// ---------------------------------------------------------------------------------------------------
// Characters, words and keyword lookup

enum Lang { kEn = 0, kDe = 1, kFr = 2 };

const char* language_code(Lang lang) {
  switch (lang) {
    case kDe: return "de";
    case kFr: return "fr";
    case kEn: break;
  }
  return "en";
}

conditions::Language registry_language(Lang lang) {
  return lang == kDe   ? conditions::Language::German
         : lang == kFr ? conditions::Language::French
                       : conditions::Language::English;
}

// Popeye's longest token and longest line of text (its input buffers hold 256 characters).
constexpr std::size_t kMaxToken = 255;
constexpr std::size_t kMaxLine = 255;

char lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }
char upper(char c) { return (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c; }

std::string lowered(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = lower(c);
  return out;
}

std::string uppered(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = upper(c);
  return out;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Characters that separate tokens, and characters that make up tokens; anything else is an error.
bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ';' || c == ',';
}
bool is_token_char(char c) {
  if (is_alpha(c) || is_digit(c)) return true;
  static constexpr std::string_view kSymbols = "#=+-%>!.<()~/&|:[]{}?";
  return kSymbols.find(c) != std::string_view::npos;
}

bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (lower(a[i]) != lower(b[i])) return false;
  return true;
}

bool starts_with_ci(std::string_view text, std::string_view prefix) {
  return text.size() >= prefix.size() && iequals(text.substr(0, prefix.size()), prefix);
}

const char* in_language(const Words& w, Lang lang) {
  switch (lang) {
    case kDe: return w.de;
    case kFr: return w.fr;
    case kEn: break;
  }
  return w.en;
}

const char* in_language(const popeye::Condition& c, Lang lang) {
  switch (lang) {
    case kDe: return c.de;
    case kFr: return c.fr;
    case kEn: break;
  }
  return c.en;
}

constexpr int kNotFound = -1;
constexpr int kAmbiguous = -2;

// Popeye's keyword lookup: the first keyword the token starts (case-insensitively) is the answer if the
// token is the whole keyword or no later keyword starts the same way; otherwise the token is ambiguous.
template <std::size_t N, class Keyword>
int uniq_index(const Keyword (&table)[N], Lang lang, std::string_view token) {
  auto matches = [&](std::size_t i) { return starts_with_ci(in_language(table[i], lang), token); };
  for (std::size_t i = 0; i < N; ++i) {
    if (!matches(i)) continue;
    if (std::string_view(in_language(table[i], lang)).size() == token.size()) return static_cast<int>(i);
    for (std::size_t j = i + 1; j < N; ++j)
      if (matches(j)) return kAmbiguous;
    return static_cast<int>(i);
  }
  return kNotFound;
}

// A token quoted for a message: at most 40 characters, unprintable bytes as \xNN.
std::string quoted_token(std::string_view token) {
  std::string out = "\"";
  std::size_t shown = 0;
  for (char c : token) {
    if (shown == 40) {
      out += "...";
      break;
    }
    const auto u = static_cast<unsigned char>(c);
    if (u < 0x20 || u >= 0x7f) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\x%02X", u);
      out += buf;
    } else {
      out += c;
    }
    ++shown;
  }
  return out + "\"";
}

// ---------------------------------------------------------------------------------------------------
// Tokens

struct Token {
  enum class Kind { Word, BadChar, End };
  Kind kind = Kind::End;
  std::string_view text;
  SourcePos pos;
  bool first_on_line = false;  // nothing but separators before it on its line
  bool too_long = false;       // longer than Popeye accepts

  bool is_word() const { return kind == Kind::Word; }
};

struct ParseError {
  SourcePos where;
  std::string message;
  bool at_begin = false;  // a BeginProblem was found inside the problem: the next problem starts there
};

[[noreturn]] void fail(SourcePos where, std::string message) { throw ParseError{where, std::move(message), false}; }

class Lexer {
 public:
  explicit Lexer(std::string_view text) : text_(text) {
    if (text_.substr(0, 3) == "\xEF\xBB\xBF") text_.remove_prefix(3);  // a UTF-8 byte order mark
  }

  Token next() {
    while (pos_ < text_.size() && is_space(text_[pos_])) step();
    Token token;
    token.pos = {line_, column_};
    token.first_on_line = !token_on_line_;
    if (pos_ == text_.size()) return token;  // End
    token_on_line_ = true;
    const std::size_t start = pos_;
    if (is_token_char(text_[pos_])) {
      while (pos_ < text_.size() && is_token_char(text_[pos_])) step();
      token.kind = Token::Kind::Word;
      token.too_long = pos_ - start > kMaxToken;
    } else {
      step();
      token.kind = Token::Kind::BadChar;
    }
    token.text = text_.substr(start, pos_ - start);
    return token;
  }

  // The rest of the line after the token just read, the way Popeye reads an author or a title: nothing
  // if the token ends its line; otherwise the text after the separator that ended the token, with
  // leading blanks (and ';', '.', ',') skipped; trailing blanks are kept, as Popeye keeps them (its centred
  // author line "Petko Petkov " counts the blank).
  struct Line {
    std::string text;
    SourcePos pos;
    bool too_long = false;
  };
  std::optional<Line> rest_of_line() {
    if (pos_ == text_.size() || text_[pos_] == '\n' || text_[pos_] == '\r') return std::nullopt;
    step();
    while (pos_ < text_.size() && std::string_view(" \t;.,").find(text_[pos_]) != std::string_view::npos)
      step();
    Line line;
    line.pos = {line_, column_};
    const std::size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') step();
    std::string_view text = text_.substr(start, pos_ - start);
    line.too_long = text.size() > kMaxLine;
    if (!line.too_long) line.text = std::string(text);
    return line;
  }

  void skip_line() {
    while (pos_ < text_.size() && text_[pos_] != '\n' && text_[pos_] != '\r') step();
  }

 private:
  void step() {
    if (text_[pos_] == '\n') {
      ++line_;
      column_ = 1;
      token_on_line_ = false;
    } else {
      ++column_;
    }
    ++pos_;
  }

  std::string_view text_;
  std::size_t pos_ = 0;
  int line_ = 1;
  int column_ = 1;
  bool token_on_line_ = false;
};

// ---------------------------------------------------------------------------------------------------
// Squares and piece codes

std::optional<BoardSquare> square_at(std::string_view s, std::size_t i) {
  if (i + 2 > s.size()) return std::nullopt;
  const char f = lower(s[i]);
  const char r = s[i + 1];
  if (f < 'a' || f > 'h' || r < '1' || r > '8') return std::nullopt;
  return BoardSquare{f - 'a', r - '1'};
}

// A whole token that is one square.
std::optional<BoardSquare> whole_square(std::string_view s) {
  if (s.size() != 2) return std::nullopt;
  return square_at(s, 0);
}

// Squares written one after the other (a1b2c3); `stop` is where the list ends (s.size() if all of s).
std::vector<BoardSquare> square_list(std::string_view s, std::size_t& stop) {
  std::vector<BoardSquare> squares;
  std::size_t i = 0;
  while (i < s.size()) {
    const auto sq = square_at(s, i);
    if (!sq) break;
    squares.push_back(*sq);
    i += 2;
  }
  stop = i;
  return squares;
}

// Does `s` look like squares (letter-digit pairs), so that a failure to read it means a bad square?
bool looks_like_squares(std::string_view s) {
  if (s.empty() || s.size() % 2 != 0) return false;
  for (std::size_t i = 0; i < s.size(); i += 2)
    if (!is_alpha(s[i]) || !is_digit(s[i + 1])) return false;
  return true;
}

// Index of a piece code (one or two characters) in the language, or -1.
int piece_index(std::string_view code, Lang lang) {
  for (std::size_t i = 0; i < std::size(popeye::kPieces); ++i)
    if (iequals(in_language(popeye::kPieces[i], lang), code)) return static_cast<int>(i);
  return -1;
}

std::string english_code(int index) { return uppered(popeye::kPieces[index].en); }

// A piece code at the start of a token, as Popeye reads one inside a piece list: a hunter "x/y", or one
// character if the token's length is odd, two if even. Returns the English code (upper case) and how
// many characters it took, or nothing.
std::optional<std::pair<std::string, std::size_t>> piece_prefix(std::string_view tok, Lang lang) {
  const std::size_t slash = tok.find('/');
  if (slash != std::string_view::npos && slash <= 2 && slash >= 1) {
    const int away = piece_index(tok.substr(0, slash), lang);
    if (away < 0) return std::nullopt;
    const std::string_view rest = tok.substr(slash + 1);
    if (rest.empty()) return std::nullopt;
    const std::size_t len = rest.size() % 2 == 1 ? 1 : 2;
    const int home = piece_index(rest.substr(0, len), lang);
    if (home < 0) return std::nullopt;
    return std::make_pair(english_code(away) + "/" + english_code(home), slash + 1 + len);
  }
  const std::size_t len = tok.size() % 2 == 1 ? 1 : 2;
  const int index = piece_index(tok.substr(0, len), lang);
  if (index < 0) return std::nullopt;
  return std::make_pair(english_code(index), len);
}

// A token that is exactly a piece code (one or two characters, or a hunter x/y).
std::optional<std::string> piece_token(std::string_view tok, Lang lang) {
  const std::size_t slash = tok.find('/');
  if (slash != std::string_view::npos) {
    if (slash < 1 || slash > 2 || tok.size() - slash - 1 < 1 || tok.size() - slash - 1 > 2) return std::nullopt;
    const int away = piece_index(tok.substr(0, slash), lang);
    const int home = piece_index(tok.substr(slash + 1), lang);
    if (away < 0 || home < 0) return std::nullopt;
    return english_code(away) + "/" + english_code(home);
  }
  if (tok.size() > 2) return std::nullopt;
  const int index = piece_index(tok, lang);
  if (index < 0) return std::nullopt;
  return english_code(index);
}

bool all_digits(std::string_view s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) { return is_digit(c); });
}

std::optional<long long> number(std::string_view s) {
  if (!all_digits(s) || s.size() > 12) return std::nullopt;
  long long v = 0;
  for (char c : s) v = v * 10 + (c - '0');
  return v;
}

// ---------------------------------------------------------------------------------------------------
// Stipulations

struct GoalSpelling {
  const char* text;
  Goal goal;
};

// Popeye's goals in its matching order (a goal that starts another comes after it).
constexpr GoalSpelling kGoals[] = {
    {"##!", Goal::CounterMate}, {"##", Goal::DoubleMate}, {"#=", Goal::MateOrStalemate}, {"#", Goal::Mate},
    {"==", Goal::DoubleStalemate}, {"!=", Goal::AutoStalemate}, {"=", Goal::Stalemate}, {"z", Goal::TargetSquare},
    {"+", Goal::Check}, {"x", Goal::Capture}, {"%", Goal::Other}, {"ep", Goal::EnPassant},
    {"ctr", Goal::CircuitByRebirth}, {"ct", Goal::Circuit}, {"<>r", Goal::ExchangeByRebirth}, {"<>", Goal::Exchange},
    {"00", Goal::Castling}, {"~", Goal::AnyMove}, {"dia", Goal::Other}, {"a=>b", Goal::Other},
    {"c81", Goal::Chess81}, {"k", Goal::Kiss}, {"!#", Goal::AutoMate},
};

enum class Length { Battle, Help, Series };

struct PlayForm {
  const char* prefix;
  Play play;
  bool series;
  Length length;
  bool other;  // a form the Play enum does not name exactly: recorded in other_play
};

// The forms of play, in Popeye's matching order; "dia" and "a=>b" are goals that bring help play with
// them and are handled before "h".
constexpr PlayForm kPlays[] = {
    {"ser-reci-h", Play::Help, true, Length::Series, true},
    {"ser-hs", Play::HelpSelf, true, Length::Series, false},
    {"ser-h", Play::Help, true, Length::Series, false},
    {"ser-s", Play::Self, true, Length::Series, false},
    {"ser-r", Play::Reflex, true, Length::Series, false},
    {"ser-", Play::Direct, true, Length::Series, false},
    {"phser-r", Play::HelpReflex, true, Length::Help, true},
    {"phser-s", Play::HelpSelf, true, Length::Help, true},
    {"phser-", Play::Help, true, Length::Help, true},
    {"pser-hs", Play::HelpSelf, true, Length::Series, true},
    {"pser-h", Play::Help, true, Length::Help, true},
    {"pser-r", Play::Reflex, true, Length::Battle, true},
    {"pser-s", Play::Self, true, Length::Battle, true},
    {"pser-", Play::Direct, true, Length::Battle, true},
    {"reci-h", Play::Help, false, Length::Help, true},
};

constexpr PlayForm kLatePlays[] = {
    {"hs", Play::HelpSelf, false, Length::Help, false},
    {"hr", Play::HelpReflex, false, Length::Help, false},
    {"h", Play::Help, false, Length::Help, false},
    {"semi-r", Play::Reflex, false, Length::Battle, true},
    {"s", Play::Self, false, Length::Battle, false},
    {"r", Play::Reflex, false, Length::Battle, false},
};

enum class StipStatus { Ok, Bad, NeedLength };

// Reads a goal at s[i]; on success i is past it.
bool read_goal(std::string_view s, std::size_t& i, Stipulation& stip) {
  for (const auto& g : kGoals) {
    if (!starts_with_ci(s.substr(i), g.text)) continue;
    stip.goal = g.goal;
    stip.goal_text = g.text;
    i += std::string_view(g.text).size();
    if (stip.goal_text == "z" || stip.goal_text == "k") {
      const auto sq = square_at(s, i);
      if (!sq) return false;
      stip.target = *sq;
      i += 2;
    }
    return true;
  }
  return false;
}

StipStatus read_length(std::string_view s, std::size_t& i, Length kind, Stipulation& stip) {
  if (i == s.size()) return StipStatus::NeedLength;
  std::size_t j = i;
  while (j < s.size() && is_digit(s[j])) ++j;
  if (j == i || j - i > 6) return StipStatus::Bad;
  int n = 0;
  for (std::size_t k = i; k < j; ++k) n = n * 10 + (s[k] - '0');
  i = j;
  stip.moves = n;
  if (kind == Length::Help && s.substr(i, 2) == ".5") {
    stip.half_move = true;
    i += 2;
  } else if (kind == Length::Help && s.substr(i, 2) == ".0") {
    i += 2;  // (Popeye reads "dia3.0" as dia3)
  }
  if (kind != Length::Help && n == 0) return StipStatus::Bad;
  return i == s.size() ? StipStatus::Ok : StipStatus::Bad;
}

StipStatus read_play(std::string_view s, std::size_t i, Stipulation& stip) {
  if (starts_with_ci(s.substr(i), "exact-")) {
    stip.exact = true;
    i += 6;
  }
  const std::size_t arrow = s.find("->", i);
  if (arrow != std::string_view::npos) {
    const auto intro = number(s.substr(i, arrow - i));
    if (!intro || *intro < 1 || *intro > 999) return StipStatus::Bad;
    stip.intro_moves = static_cast<int>(*intro);
    return read_play(s, arrow + 2, stip);
  }
  const PlayForm* form = nullptr;
  for (const auto& p : kPlays)
    if (starts_with_ci(s.substr(i), p.prefix)) {
      form = &p;
      break;
    }
  bool goal_is_prefix = false;  // dia, a=>b
  if (!form && (starts_with_ci(s.substr(i), "dia") || starts_with_ci(s.substr(i), "a=>b"))) {
    static constexpr PlayForm kProof{"", Play::Help, false, Length::Help, false};
    form = &kProof;
    goal_is_prefix = true;
  }
  if (!form)
    for (const auto& p : kLatePlays)
      if (starts_with_ci(s.substr(i), p.prefix)) {
        form = &p;
        break;
      }
  static constexpr PlayForm kDirect{"", Play::Direct, false, Length::Battle, false};
  if (!form) form = &kDirect;
  stip.play = form->play;
  stip.series = form->series;
  if (form->other) stip.other_play = form->prefix;
  if (!goal_is_prefix) i += std::string_view(form->prefix).size();
  // reci-h goals may be written as (goal)goal: the reciprocal goal, then the help play's.
  const bool reci = std::string_view(form->prefix).find("reci-h") != std::string_view::npos;
  Stipulation inner;
  if (reci && i < s.size() && s[i] == '(') {
    const std::size_t close = s.find(')', i);
    if (close == std::string_view::npos) return StipStatus::Bad;
    std::size_t k = i + 1;
    if (!read_goal(s, k, inner) || k != close) return StipStatus::Bad;
    i = close + 1;
  }
  if (!read_goal(s, i, stip)) return StipStatus::Bad;
  if (reci) {
    const Stipulation& own = inner.goal_text.empty() ? stip : inner;
    stip.reci_goal = own.goal;
    stip.reci_goal_text = own.goal_text;
    if (own.target) stip.target = own.target;  // (refused: see check_stipulation)
  }
  if (goal_is_prefix && stip.goal_text != "dia" && stip.goal_text != "a=>b") return StipStatus::Bad;
  return read_length(s, i, form->length, stip);
}

StipStatus read_stipulation(std::string_view text, Stipulation& stip) {
  stip = Stipulation{};
  // (Popeye reads a stipulation in either case and writes it in lower case: "H#2" is "h#2".)
  stip.text = lowered(text);
  const StipStatus status = read_play(text, 0, stip);
  // A series of one move in reciprocal help play is reciprocal help play of one move: Popeye reads
  // and writes "ser-reci-h#1" as "reci-h#1".
  if (status == StipStatus::Ok && stip.other_play == "ser-reci-h" && stip.moves == 1 && !stip.exact &&
      stip.intro_moves == 0) {
    stip.other_play = "reci-h";
    stip.series = false;
    stip.text = stip.text.substr(4);
  }
  return status;
}

// ---------------------------------------------------------------------------------------------------
// The state of a twin while it is read, and what it changed (for its heading)

struct TwinState {
  std::vector<Unit> units;
  std::vector<Unit> underworld;                 // units the diagram covered with another unit
  std::optional<std::vector<Unit>> atob_start;  // a=>b: the position before the stipulation
  std::optional<Stipulation> stipulation;
  std::vector<ConditionSpec> conditions;
};

int unit_on(const std::vector<Unit>& units, BoardSquare sq) {
  for (std::size_t i = 0; i < units.size(); ++i)
    if (units[i].square == sq) return static_cast<int>(i);
  return -1;
}

struct TwinChange {
  enum class Kind { Create, Remove, Move, Exchange, Text };
  Kind kind = Kind::Text;
  Unit unit;   // Create, Remove, Move (the mover), Exchange (the unit that stood on `from`)
  Unit other;  // Exchange: the unit that stood on `to`
  BoardSquare from, to;
  std::string text;  // Text: written as it is
};

// A unit as Popeye writes it in a twin heading: colour letter, attribute letters, code, square.
std::string unit_text(const Unit& unit, const std::vector<ConditionSpec>& conditions, bool with_square = true) {
  std::string out;
  out += unit.colour == UnitColour::White ? 'w' : unit.colour == UnitColour::Black ? 'b' : 'n';
  for (const Words& attribute : popeye::kAttributes) {
    const std::string_view name = attribute.en;
    if (std::find(unit.attributes.begin(), unit.attributes.end(), name) == unit.attributes.end()) continue;
    if (name == "AliceA" || name == "AliceB") continue;
    if (name == "Royal" && unit.kind == "K") continue;
    if (attribute_of_every_unit(name, conditions)) continue;
    for (char c : name)
      if (c >= 'A' && c <= 'Z') out += lower(c);
  }
  out += unit.kind;
  if (with_square) out += square_name(unit.square);
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Conditions as Popeye writes them in a twin heading (its condition lines): in its table order, the
// Circe-like shortcuts written as the base condition with variant words, parameters normalised. This
// covers the conditions' usual parameters; see docs/popeye-input.md.

int condition_index(std::string_view name) {
  for (std::size_t i = 0; i < std::size(popeye::kConditions); ++i)
    if (name == popeye::kConditions[i].en) return static_cast<int>(i);
  return -1;
}

int walk_order(std::string_view english) {
  for (std::size_t i = 0; i < std::size(popeye::kPieces); ++i)
    if (iequals(popeye::kPieces[i].en, english)) return static_cast<int>(i);
  return 1000;  // hunters last
}

// A chameleon sequence written as Popeye does: each cycle from its first walk in Popeye's order.
std::string chameleon_text(const std::vector<std::string>& walks) {
  if (walks.empty()) return "";
  std::vector<std::pair<std::string, std::string>> next;  // from -> to
  auto set_next = [&](const std::string& from, const std::string& to) {
    for (auto& n : next)
      if (n.first == from) {
        n.second = to;
        return;
      }
    next.emplace_back(from, to);
  };
  for (std::size_t i = 0; i + 1 < walks.size(); ++i) set_next(walks[i], walks[i + 1]);
  if (walks.back() != walks.front()) set_next(walks.back(), walks.front());
  std::sort(next.begin(), next.end(),
            [](const auto& a, const auto& b) { return walk_order(a.first) < walk_order(b.first); });
  std::string out = " ";
  std::vector<std::string> written;
  for (const auto& [start, first_to] : next) {
    if (start == first_to || std::find(written.begin(), written.end(), start) != written.end()) continue;
    out += start;
    std::string q = start;
    for (int guard = 0; guard < 200; ++guard) {
      auto it = std::find_if(next.begin(), next.end(), [&](const auto& n) { return n.first == q; });
      if (it == next.end()) break;
      q = it->second;
      out += "->" + q;
      written.push_back(q);
      if (q == start) break;
    }
  }
  return out;
}

std::string walks_in_order(std::vector<std::string> walks) {
  std::stable_sort(walks.begin(), walks.end(),
                   [](const std::string& a, const std::string& b) { return walk_order(a) < walk_order(b); });
  walks.erase(std::unique(walks.begin(), walks.end()), walks.end());
  std::string out;
  for (const auto& w : walks) out += " " + w;
  return out;
}

std::string squares_in_order(std::vector<std::string> squares) {
  std::sort(squares.begin(), squares.end(), [](const std::string& a, const std::string& b) {
    return std::make_pair(a[1], a[0]) < std::make_pair(b[1], b[0]);
  });
  squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
  std::string out;
  for (const auto& s : squares) out += " " + s;
  return out;
}

// What Popeye remembers about a Circe-like condition (Circe, AntiCirce, ImmunChess, MarsCirce,
// AntiMarsCirce, PhantomChess, GenevaChess).
struct CirceVariant {
  bool present = false;
  std::string rebirth;      // PWC, Symmetry, ..., Equipollents
  std::string capture;      // LastMove, WaitCapture
  bool couscous = false;
  bool mirror = false;
  std::string occupied;     // Assassin, Strict, Relaxed, Parachute, Volcanic
  std::string adapter;      // Diametral, VerticalMirror, Frischauf, Rank
  std::string reborn_walk;  // Clone, Einstein, ReversalEinstein, Chameleon
  std::vector<std::string> chameleon, april;
  bool turncoat = false;
  bool cheylan = false;
  std::optional<bool> rex_inclusive;

  void apply(const std::vector<std::string>& words) {
    for (std::size_t i = 0; i < words.size(); ++i) {
      const std::string& w = words[i];
      auto walks_after = [&]() {
        std::vector<std::string> walks;
        while (i + 1 < words.size() && walk_order(words[i + 1]) < 1000) walks.push_back(words[++i]);
        return walks;
      };
      if (w == "RexInclusive") rex_inclusive = true;
      else if (w == "RexExclusive") rex_inclusive = false;
      else if (w == "Mirror") mirror = true;
      else if (w == "Diametral" || w == "VerticalMirror" || w == "Frischauf") adapter = w;
      else if (w == "Assassin" || w == "Strict" || w == "Relaxed" || w == "Parachute" || w == "Volcanic") occupied = w;
      else if (w == "Clone" || w == "Einstein" || w == "ReversalEinstein") reborn_walk = w;
      else if (w == "Chameleon") {
        reborn_walk = w;
        chameleon = walks_after();
      } else if (w == "Turncoats") turncoat = true;
      else if (w == "Couscous") couscous = true;
      else if (w == "LastMove" || w == "WaitCapture") capture = w;
      else if (w == "Parrain") {
        rebirth = "Equipollents";
        capture = "LastMove";
      } else if (w == "ContraParrain") {
        rebirth = "Equipollents";
        capture = "LastMove";
        mirror = true;
      } else if (w == "April") {
        april = walks_after();
      } else if (w == "Calvet") cheylan = false;
      else if (w == "Cheylan") cheylan = true;
      else if (w == "Rank") {
        rebirth = w;
        adapter = "Rank";
      } else rebirth = w;  // Equipollents, Cage, File, Symmetry, ..., Super, Take&Make, CaptureSquare
    }
  }

  std::string text(bool rex_default_inclusive) const {
    std::string out;
    auto add = [&](const std::string& w) { out += " " + w; };
    for (const char* r : {"PWC", "Symmetry", "VerticalSymmetry", "HorizontalSymmetry", "Diagram", "Cage", "Rank", "File"})
      if (rebirth == r) add(r);
    if (couscous) add("Couscous");
    for (const char* r : {"Antipodes", "Take&Make", "Super", "CaptureSquare"})
      if (rebirth == r) add(r);
    if (!april.empty()) out += " April" + walks_in_order(april);
    if (rebirth == "Equipollents") add(capture.empty() ? "Equipollents" : mirror ? "ContraParrain" : "Parrain");
    if (capture == "WaitCapture") add("WaitCapture");
    if (mirror) add("Mirror");
    for (const char* o : {"Assassin", "Strict", "Relaxed", "Parachute", "Volcanic"})
      if (occupied == o) add(o);
    for (const char* a : {"Diametral", "VerticalMirror"})
      if (adapter == a) add(a);
    for (const char* r : {"Clone", "Einstein", "ReversalEinstein"})
      if (reborn_walk == r) add(r);
    if (reborn_walk == "Chameleon") out += " Chameleon" + chameleon_text(chameleon);
    if (turncoat) add("Turncoats");
    if (adapter == "Frischauf") add("Frischauf");
    if (cheylan) add("Cheylan");
    if (rex_inclusive && *rex_inclusive != rex_default_inclusive)
      add(*rex_inclusive ? "RexInclusive" : "RexExclusive");
    return out;
  }
};

struct CirceShortcut {
  const char* name;
  const char* base;
  std::vector<std::string> words;
};

const std::vector<CirceShortcut>& circe_shortcuts() {
  static const std::vector<CirceShortcut> shortcuts = {
      {"MirrorCirce", "Circe", {"Mirror"}},
      {"DiametralCirce", "Circe", {"Diametral"}},
      {"VerticalMirrorCirce", "Circe", {"VerticalMirror"}},
      {"ChameleonCirce", "Circe", {"Chameleon"}},
      {"CirceTurncoats", "Circe", {"Turncoats"}},
      {"RankCirce", "Circe", {"Rank"}},
      {"DiagramCirce", "Circe", {"Diagram"}},
      {"FileCirce", "Circe", {"File"}},
      {"CouscousCirce", "Circe", {"Couscous"}},
      {"MirrorCouscousCirce", "Circe", {"Couscous", "Mirror"}},
      {"EquipollentsCirce", "Circe", {"Equipollents"}},
      {"SymmetryCirce", "Circe", {"Symmetry"}},
      {"VerticalSymmetryCirce", "Circe", {"VerticalSymmetry"}},
      {"HorizontalSymmetryCirce", "Circe", {"HorizontalSymmetry"}},
      {"PWC", "Circe", {"PWC"}},
      {"AntipodeanCirce", "Circe", {"Antipodes"}},
      {"CirceTake&Make", "Circe", {"Take&Make"}},
      {"SuperCirce", "Circe", {"Super"}},
      {"CageCirce", "Circe", {"Cage"}},
      {"ParrainCirce", "Circe", {"Parrain"}},
      {"ContraParrain", "Circe", {"ContraParrain"}},
      {"MirrorFileCirce", "Circe", {"File", "Mirror"}},
      {"MirrorCirceClone", "Circe", {"Mirror", "Clone"}},
      {"CirceDoubleAgents", "Circe", {"Mirror", "Turncoats"}},
      {"CirceAssassin", "Circe", {"Assassin"}},
      {"CirceClone", "Circe", {"Clone"}},
      {"FrischAufCirce", "Circe", {"Frischauf"}},
      {"AprilChess", "Circe", {"Super", "April"}},
      {"MirrorAntiCirce", "AntiCirce", {"Mirror"}},
      {"AntiCloneCirce", "AntiCirce", {"Clone"}},
      {"EquipollentsAntiCirce", "AntiCirce", {"Equipollents"}},
      {"AntipodeanAntiCirce", "AntiCirce", {"Antipodes"}},
      {"MirrorFileAntiCirce", "AntiCirce", {"File", "Mirror"}},
      {"SymmetryAntiCirce", "AntiCirce", {"Symmetry"}},
      {"VerticalSymmetryAntiCirce", "AntiCirce", {"VerticalSymmetry"}},
      {"HorizontalSymmetryAntiCirce", "AntiCirce", {"HorizontalSymmetry"}},
      {"FileAntiCirce", "AntiCirce", {"File"}},
      {"DiagramAntiCirce", "AntiCirce", {"Diagram"}},
      {"AntiSuperCirce", "AntiCirce", {"Super"}},
      {"MirrorImmunChess", "ImmunChess", {"Mirror"}},
      {"FileImmunChess", "ImmunChess", {"File"}},
      {"DiagramImmunChess", "ImmunChess", {"Diagram"}},
      {"MirrorFileImmunChess", "ImmunChess", {"File", "Mirror"}},
      {"SymmetryImmunChess", "ImmunChess", {"Symmetry"}},
      {"ImmuneVerticalSymmetry", "ImmunChess", {"VerticalSymmetry"}},
      {"ImmuneHorizontalSymmetry", "ImmunChess", {"HorizontalSymmetry"}},
      {"AntipodeanImmunChess", "ImmunChess", {"Antipodes"}},
      {"EquipollentsImmunChess", "ImmunChess", {"Equipollents"}},
      {"MarsMirrorCirce", "MarsCirce", {"Mirror"}},
      {"AntiMarsMirrorCirce", "AntiMarsCirce", {"Mirror"}},
      {"AntiMarsAntipodeanCirce", "AntiMarsCirce", {"Antipodes"}},
  };
  return shortcuts;
}

std::string mummer_text(const ConditionSpec& c) {
  for (const auto& a : c.arguments)
    if (a == "exact" || a == "ultra") return "  " + a;
  return "";
}

bool has_argument(const ConditionSpec& c, std::string_view word) {
  return std::find(c.arguments.begin(), c.arguments.end(), word) != c.arguments.end();
}

// One condition's line (without the Circe-like ones, written from their CirceVariant).
std::string condition_line(const ConditionSpec& c, const std::vector<ConditionSpec>& all) {
  const std::string& n = c.name;
  const auto& args = c.arguments;
  std::string out = n;
  auto squares = [&]() { return squares_in_order(args); };
  if (n == "BlackMaximummer" || n == "BlackMinimummer" || n == "WhiteMaximummer" || n == "WhiteMinimummer" ||
      n == "BlackMustCapture" || n == "WhiteMustCapture")
    return out + mummer_text(c);
  if (n == "BlackMaxDister" || n == "BlackMinDister" || n == "WhiteMaxDister" || n == "WhiteMinDister" ||
      n == "BlackRoyalSquare" || n == "WhiteRoyalSquare") {
    for (const auto& a : args) out += " " + a;
    return out;
  }
  if (n == "Imitator") {  // (its squares in their order, the first ten: Popeye keeps no more)
    int count = 0;
    for (const auto& a : args)
      for (size_t i = 0; i + 1 < a.size() && count < 10; i += 2, ++count) out += " " + a.substr(i, 2);
    return out;
  }
  if (n == "WhiteForcedSquare" || n == "WhiteConsequentForcedSquare" || n == "BlackForcedSquare" ||
      n == "BlackConsequentForcedSquare" || n == "WhitePromSquares" || n == "BlackPromSquares" || n == "Wormholes")
    return out + squares();
  if (n == "MagicSquares") {
    std::vector<std::string> sq;
    for (const auto& a : args)
      if (a.size() == 2 && is_digit(a[1])) sq.push_back(a);
    return out + (has_argument(c, "Type2") ? " Type2" : "") + squares_in_order(sq);
  }
  if (n == "Sentinelles") {
    if (has_argument(c, "ParaSentinelles")) out = "Para" + out;
    if (has_argument(c, "Berolina")) out += " Berolina";
    if (has_argument(c, "PionAdvers")) out += "  PionAdvers";
    if (has_argument(c, "PionNeutre")) out += "  PionNeutre";
    int white = 8, black = 8, total = 16;
    for (std::size_t i = 0; i < args.size(); ++i) {
      const bool has_number = i + 1 < args.size() && all_digits(args[i + 1]) && args[i + 1].size() < 4;
      const int value = has_number ? std::stoi(args[i + 1]) : -1;
      if (args[i] == "MaximumWhite") white = value >= 0 ? value : 8;
      if (args[i] == "MaximumBlack") black = value >= 0 ? value : 8;
      if (args[i] == "MaximumTotal") total = value >= 0 ? value : 16;
    }
    if (white != 8 || black != 8) out += " " + std::to_string(white) + "/" + std::to_string(black);
    if (total != 16) out += " //" + std::to_string(total);
    return out;
  }
  if (n == "Breton") {
    for (const char* w : {"Adverse", "Chromatic", "PY"})
      if (has_argument(c, w)) out += std::string(" ") + w;
    return out;
  }
  if (n == "CASTChess") return out + (has_argument(c, "Inverse") ? " Inverse" : "");
  if (n == "KoeKo" || n == "AntiKoeko") {
    if (args.size() == 2 && args[1] != "K") return args[1] + "-" + out;
    return out;
  }
  if (n == "BGL") {
    if (args.empty()) return out + " -";
    out += " " + args[0];
    if (args.size() == 2) out += "/" + args[1];
    return out;
  }
  if (n == "KobulKings" || n == "MultiCaptures") return out + (args.empty() ? "" : " " + args[0]);
  if (n == "VaultingKings" || n == "WhiteVaultingKing" || n == "BlackVaultingKing") {
    std::vector<std::string> walks;
    for (const auto& a : args)
      if (a != "Transmuting") walks.push_back(a);
    if (!(walks.empty() || (walks.size() == 1 && walks[0] == "EQ"))) {
      for (const auto& w : walks) out += " " + w;
    }
    if (has_argument(c, "Transmuting")) out += "-K";
    return out;
  }
  if (n == "PromOnly" || n == "Football") return out + walks_in_order(args);
  if (n == "Madrasi" || n == "Bolero" || n == "BoleroInverse" || n == "PowerTransfer")
    return out + (has_argument(c, "RexInclusive") ? " RexInclusive" : "");
  if (n == "Isardam")
    return out + (has_argument(c, "TypeB") ? "    TypeB" : "") + (has_argument(c, "RexInclusive") ? " RexInclusive" : "");
  if (n == "MessignyChess" || n == "Woozles" || n == "BiWoozles" || n == "Heffalumps" || n == "BiHeffalumps" ||
      n == "ProteanChess" || n == "FrankfurtChess")
    return out + (has_argument(c, "RexExclusive") ? " RexExclusive" : "");
  if (n == "ChameleonChess" || n == "ChameleonSequence") return out + chameleon_text(args);
  if (n == "AnnanChess" || n == "NannaChess") {
    for (const char* t : {"TypeB", "TypeC", "TypeD"})
      if (has_argument(c, t)) out += std::string("    ") + t;
    return out;
  }
  if (n == "WhiteOscillatingKings" || n == "BlackOscillatingKings") {
    if (has_argument(c, "TypeB")) out += "    TypeB";
    if (has_argument(c, "TypeC") && !has_condition(all, "SwappingKings")) out += "  TypeC";
    return out;
  }
  if (n == "SingleBox") {
    std::string type = "Type1";
    for (const char* t : {"Type2", "Type3"})
      if (has_argument(c, t)) type = t;
    return out + "    " + type;
  }
  if (n == "RepublicanChess") return out + "    " + (has_argument(c, "Type1") ? "Type1" : "Type2");
  if (n == "SAT" || n == "StrictSAT") {
    static const char* const kRoman[] = {"", "I", "II", "III", "IV", "V", "VI", "VII", "VIII"};
    if (args.empty()) return out;
    const int white = std::min(8, std::stoi(args[0]));
    const int black = args.size() > 1 ? std::min(8, std::stoi(args[1])) : white;
    if (white != 0 || black != 0) {
      out += std::string(" ") + kRoman[white];
      if (white != black) out += std::string("/") + kRoman[black];
    }
    return out;
  }
  if (n == "RoleExchange") return out + (args.empty() ? "" : " " + args[0]);
  if (n == "PADChess")
    return out + (has_argument(c, "Strict") ? " Strict" : "") + (has_argument(c, "RexInclusive") ? " RexInclusive" : "");
  return out;
}

std::vector<std::string> condition_lines_of(const std::vector<ConditionSpec>& input) {
  // The conditions as Popeye holds them: Circe-like shortcuts folded into their base condition, and
  // the conditions some others imply.
  std::vector<ConditionSpec> conditions;
  std::vector<std::pair<std::string, CirceVariant>> circes = {
      {"Circe", {}}, {"AntiCirce", {}}, {"ImmunChess", {}}, {"MarsCirce", {}},
      {"AntiMarsCirce", {}}, {"PhantomChess", {}}, {"GenevaChess", {}}};
  auto circe = [&](const std::string& name) -> CirceVariant* {
    for (auto& [base, variant] : circes)
      if (base == name) return &variant;
    return nullptr;
  };
  for (const auto& c : input) {
    if (CirceVariant* v = circe(c.name)) {
      v->present = true;
      v->apply(c.arguments);
      continue;
    }
    bool folded = false;
    for (const auto& s : circe_shortcuts())
      if (c.name == s.name) {
        CirceVariant* v = circe(s.base);
        v->present = true;
        v->apply(s.words);
        if (c.name == "ChameleonCirce") v->chameleon = c.arguments;
        else if (c.name == "AprilChess") v->april = c.arguments;
        else v->apply(c.arguments);
        folded = true;
      }
    if (folded) continue;
    conditions.push_back(c);
    if (c.name == "ReflectiveKings") {
      conditions.push_back({"WhiteReflectiveKing", {}, c.where});
      conditions.push_back({"BlackReflectiveKing", {}, c.where});
    }
    // ChameleonChess's codes are Popeye's chameleon sequence: it writes that condition's line too.
    if (c.name == "ChameleonChess" && !c.arguments.empty() && !has_condition(input, "ChameleonSequence"))
      conditions.push_back({"ChameleonSequence", c.arguments, c.where});
  }
  auto present = [&](std::string_view name) { return has_condition(conditions, name); };
  // Oscillating kings of type C for both sides are Popeye's SwappingKings, written as such.
  auto of_type_c = [&](std::string_view name) {
    return std::any_of(conditions.begin(), conditions.end(),
                       [&](const ConditionSpec& c) { return c.name == name && has_argument(c, "TypeC"); });
  };
  if (of_type_c("WhiteOscillatingKings") && of_type_c("BlackOscillatingKings") && !present("SwappingKings")) {
    ConditionSpec swapping;
    swapping.name = "SwappingKings";
    conditions.push_back(swapping);
  }
  auto suppressed = [&](const std::string& n) {
    if (n == "Volage") return present("Hypervolage");
    if (n == "ChineseChess") return present("Leofamily");
    if (n == "GridChess" || n == "KoeKo") return present("ContactGridChess");
    if (n == "Tibet") return present("DoubleTibet");
    if (n == "Hole") return true;  // drawn in the diagram
    if (n == "NoIProm") return !present("Imitator");
    if (n == "WhiteAlphabeticChess" || n == "BlackAlphabeticChess") return present("AlphabeticChess");
    if (n == "WhiteVaultingKing" || n == "BlackVaultingKing") return present("VaultingKings");
    if (n == "WhiteTransmutedKing" || n == "BlackTransmutedKing") return present("TransmutedKings");
    if (n == "WhiteOscillatingKings" || n == "BlackOscillatingKings") return present("SwappingKings");
    if (n == "BlackUltraSchachZwang" || n == "WhiteUltraSchachZwang") return present("UltraSchachZwang");
    if (n == "BlackMaximummer" || n == "WhiteMaximummer") return present("Maximummer");
    return false;
  };
  // Lines in Popeye's order: the two extra conditions, then the table order.
  std::vector<std::pair<int, std::string>> lines;
  for (const auto& c : conditions) {
    if (suppressed(c.name)) continue;
    int order = condition_index(c.name);
    if (c.name == "Maximummer") order = -2;
    if (c.name == "UltraSchachZwang") order = -1;
    if (order < 0 && c.name != "Maximummer" && c.name != "UltraSchachZwang")
      order = 1000 + static_cast<int>(lines.size());
    if (std::any_of(lines.begin(), lines.end(), [&](const auto& l) { return l.first == order; })) continue;
    lines.emplace_back(order, c.name == "Maximummer" ? "Maximummer" + mummer_text(c) : condition_line(c, conditions));
  }
  for (const auto& [base, variant] : circes) {
    if (!variant.present) continue;
    const bool rex_inclusive = base == "AntiCirce" || base == "MarsCirce" || base == "AntiMarsCirce";
    lines.emplace_back(condition_index(base), base + variant.text(rex_inclusive));
  }
  std::stable_sort(lines.begin(), lines.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::string> out;
  for (auto& line : lines) out.push_back(std::move(line.second));
  return out;
}

// In a twin's heading Popeye writes the first condition line after the twin's letter and each further
// one on a line of its own, indented by three spaces ("b) Madrasi\n   MarsCirce").
std::string conditions_text(const std::vector<ConditionSpec>& input) {
  std::string out;
  for (const std::string& line : condition_lines_of(input)) {
    if (!out.empty()) out += "\n   ";
    out += line;
  }
  return out;
}

// The heading of a twin from what it changed, following Popeye's rules: a unit added where a unit was
// removed in the same twin is written without '+', and that removal is not written at all.
std::string heading_text(const std::vector<TwinChange>& effects, const std::vector<ConditionSpec>& conditions) {
  std::vector<std::string> items;
  for (std::size_t i = 0; i < effects.size(); ++i) {
    const TwinChange& e = effects[i];
    switch (e.kind) {
      case TwinChange::Kind::Create: {
        bool replaced = false;
        for (std::size_t j = 0; j < i; ++j)
          if (effects[j].kind == TwinChange::Kind::Remove && effects[j].unit.square == e.unit.square) replaced = true;
        items.push_back((replaced ? "" : "+") + unit_text(e.unit, conditions));
        break;
      }
      case TwinChange::Kind::Remove: {
        bool recreated = false;
        for (std::size_t j = i + 1; j < effects.size(); ++j)
          if (effects[j].kind == TwinChange::Kind::Create && effects[j].unit.square == e.unit.square) recreated = true;
        if (!recreated) items.push_back("-" + unit_text(e.unit, conditions));
        break;
      }
      case TwinChange::Kind::Move:
        items.push_back(unit_text(e.unit, conditions, false) + square_name(e.from) + "-->" + square_name(e.to));
        break;
      case TwinChange::Kind::Exchange:
        items.push_back(unit_text(e.unit, conditions, false) + square_name(e.from) + "<-->" +
                        unit_text(e.other, conditions, false) + square_name(e.to));
        break;
      case TwinChange::Kind::Text:
        items.push_back(e.text);
        break;
    }
  }
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += "  ";
    out += item;
  }
  return out;
}

// Popeye's twin labels: a) .. z), then z1), z2), ...
std::string twin_label(std::size_t index) {
  if (index < 26) return std::string(1, static_cast<char>('a' + index)) + ")";
  return "z" + std::to_string(index - 25) + ")";
}

std::string stipulation_heading(const Stipulation& stip) { return lowered(stip.text); }

// The standard game array (Popeye's InitialGameArray).
std::vector<Unit> game_array() {
  std::vector<Unit> units;
  const char* back = "RSBQKBSR";
  for (int f = 0; f < 8; ++f) {
    units.push_back({UnitColour::White, std::string(1, back[f]), {}, {f, 0}});
    units.push_back({UnitColour::White, "P", {}, {f, 1}});
    units.push_back({UnitColour::Black, "P", {}, {f, 6}});
    units.push_back({UnitColour::Black, std::string(1, back[f]), {}, {f, 7}});
  }
  return units;
}

// ---------------------------------------------------------------------------------------------------
// The reader

enum class Context { Problem, Twin };

enum class Ending { EndProblem, NextProblem, Begin, Eof };

class Reader {
 public:
  explicit Reader(std::string_view text) : lex_(text) {}

  std::vector<ReadProblem> run() {
    advance();
    bool continued_file = false;  // after NextProblem: the next problem has no BeginProblem
    SourcePos next_where;
    while (true) {
      SourcePos where;
      if (continued_file) {
        if (cur_.kind == Token::Kind::End) break;
        where = next_where;
      } else {
        if (cur_.kind == Token::Kind::End) {
          if (results_.empty()) results_.push_back(ProblemError{cur_.pos, "no problem found (no BeginProblem)"});
          break;
        }
        const int lang = begin_language(cur_);
        if (lang < 0) {
          // Popeye stops reading at EndProblem, so text after it is no error (notes are often written
          // there); this reader goes on with the next BeginProblem that begins a line.
          if (results_.empty())
            results_.push_back(ProblemError{cur_.pos, "expected BeginProblem, found " + describe(cur_)});
          advance();
          skip_to_begin();
          continue;
        }
        lang_ = static_cast<Lang>(lang);
        where = cur_.pos;
        advance();
      }
      const Ending ending = read_one(where);
      continued_file = false;
      if (ending == Ending::Eof) break;
      if (ending == Ending::NextProblem) {
        next_where = cur_.pos;
        continued_file = true;
        advance();
      } else if (ending == Ending::EndProblem) {
        advance();
      }
      // Ending::Begin: cur_ is the BeginProblem of the next problem.
    }
    return std::move(results_);
  }

 private:
  // ---- tokens

  void advance() { cur_ = lex_.next(); }

  std::string describe(const Token& t) const {
    if (t.kind == Token::Kind::End) return "the end of the file";
    if (t.kind == Token::Kind::BadChar) return "the character " + quoted_token(t.text);
    return quoted_token(t.text);
  }

  // The current token as a word: errors for the end of the file, stray characters and long tokens.
  std::string_view word(const char* what) {
    if (cur_.kind == Token::Kind::End) fail(cur_.pos, std::string("missing ") + what + " (end of the file)");
    if (cur_.kind == Token::Kind::BadChar) fail(cur_.pos, "unexpected character " + quoted_token(cur_.text));
    if (cur_.too_long) fail(cur_.pos, "token too long (more than 255 characters)");
    return cur_.text;
  }

  int begin_language(const Token& t) const {
    if (!t.is_word()) return -1;
    for (Lang lang : {kFr, kDe, kEn})
      if (uniq_index(popeye::kBeginProblem, lang, t.text) == 0) return lang;
    return -1;
  }

  // A BeginProblem where a problem's command, or the end of a garbled problem, was expected: taken as
  // the start of the next problem only if it begins a line and is not a short abbreviation (at least
  // "begin", "anfan", "debut"), so that a stray "b" is not mistaken for one.
  bool starts_problem(const Token& t) const {
    return t.first_on_line && t.text.size() >= 5 && begin_language(t) >= 0;
  }

  int problem_end(const Token& t) const {
    return t.is_word() ? uniq_index(popeye::kProblemEnd, lang_, t.text) : kNotFound;
  }
  int twin_end(const Token& t) const { return t.is_word() ? uniq_index(popeye::kTwinEnd, lang_, t.text) : kNotFound; }

  // Is the current token something that ends a condition or option list here?
  bool is_keyword_here(Context context) const {
    if (!cur_.is_word()) return cur_.kind == Token::Kind::End;
    if (problem_end(cur_) != kNotFound || twin_end(cur_) != kNotFound || starts_problem(cur_)) return true;
    if (context == Context::Problem) return uniq_index(popeye::kCommands, lang_, cur_.text) != kNotFound;
    return uniq_index(popeye::kTwinnings, lang_, cur_.text) != kNotFound ||
           starts_with_ci(in_language(popeye::kCommands[0], lang_), cur_.text);
  }

  // ---- recovery

  // After an error: on to the end of the problem (EndProblem, NextProblem), or to a BeginProblem at the
  // start of a line. Lines of text (author, title, ...) are skipped whole.
  Ending skip_problem() {
    while (true) {
      if (cur_.kind == Token::Kind::End) return Ending::Eof;
      if (cur_.is_word()) {
        const int end = problem_end(cur_);
        if (end == 0) return Ending::EndProblem;
        if (end == 1) return Ending::NextProblem;
        if (starts_problem(cur_)) return Ending::Begin;
        const int command = uniq_index(popeye::kCommands, lang_, cur_.text);
        if (command == kRemark || command == kAuthor || command == kOrigin || command == kTitle ||
            command == kAward || command == kProtocol || command == kLaTeX)
          lex_.skip_line();
      }
      advance();
    }
  }

  void skip_to_begin() {
    while (cur_.kind != Token::Kind::End && !starts_problem(cur_)) advance();
  }

  // ---- one problem

  // Indices into popeye::kCommands.
  static constexpr int kRemark = 0, kSStipulation = 1, kAuthor = 2, kOrigin = 3, kPieces = 4, kCondition = 5,
                       kOption = 6, kStipulation = 7, kProtocol = 8, kTitle = 9, kLaTeX = 10, kLaTeXPieces = 11,
                       kAward = 12, kGameArray = 13, kForsyth = 14;
  // Indices into popeye::kTwinnings.
  static constexpr int kTwMove = 0, kTwExchange = 1, kTwStipulation = 2, kTwSStipulation = 3, kTwAdd = 4,
                       kTwRemove = 5, kTwContinued = 6, kTwRotate = 7, kTwCondition = 8, kTwPolish = 9,
                       kTwMirror = 10, kTwShift = 11, kTwSubstitute = 12;

  Ending read_one(SourcePos where) {
    try {
      Problem problem;
      problem.where = where;
      problem.input_language = language_code(lang_);
      Options options;
      TwinState base;
      warnings_.clear();
      read_first_twin(problem, options, base);
      const Ending ending = read_twins(problem, options, base);
      problem.warnings = std::move(warnings_);
      results_.push_back(std::move(problem));
      return ending;
    } catch (const ParseError& e) {
      results_.push_back(ProblemError{e.where, e.message});
      if (e.at_begin) return Ending::Begin;
      return skip_problem();
    }
  }

  std::optional<std::string> text_line() {
    auto line = lex_.rest_of_line();
    if (!line) return std::nullopt;
    if (line->too_long) fail(line->pos, "line too long (more than 255 characters)");
    if (line->text.empty()) return std::nullopt;
    return line->text;
  }

  // The commands before the first Twin (or the end of the problem).
  void read_first_twin(Problem& problem, Options& options, TwinState& state) {
    while (true) {
      if (cur_.kind == Token::Kind::End) fail(cur_.pos, "missing EndProblem (end of the file)");
      const std::string_view tok = word("command");
      const int command = uniq_index(popeye::kCommands, lang_, tok);
      if (command == kAmbiguous) fail(cur_.pos, "ambiguous keyword " + quoted_token(tok));
      if (command == kNotFound) {
        const int end = problem_end(cur_);
        const int twin = twin_end(cur_);
        if (end == kAmbiguous || twin == kAmbiguous) fail(cur_.pos, "ambiguous keyword " + quoted_token(tok));
        if (end != kNotFound || twin != kNotFound) break;
        if (starts_problem(cur_))
          throw ParseError{cur_.pos, "missing EndProblem before " + quoted_token(tok), true};
        fail(cur_.pos, "unknown keyword " + quoted_token(tok));
      }
      const SourcePos pos = cur_.pos;
      switch (command) {
        case kRemark:
          if (auto line = text_line()) problem.remarks.push_back(*line);
          advance();
          break;
        case kAuthor:
          if (auto line = text_line()) problem.authors.push_back(*line);
          advance();
          break;
        case kOrigin:
          if (auto line = text_line()) problem.origins.push_back(*line);
          advance();
          break;
        case kTitle:
          if (auto line = text_line()) problem.titles.push_back(*line);
          advance();
          break;
        case kAward:
          // Popeye keeps the last award only.
          if (auto line = text_line()) problem.awards = {*line};
          advance();
          break;
        case kProtocol:
          text_line();
          advance();
          break;
        case kLaTeX:
          if (text_line()) {
            advance();
            skip_latex_pieces();
          } else {
            advance();
          }
          break;
        case kLaTeXPieces:
          advance();
          skip_latex_pieces();
          break;
        case kStipulation:
          advance();
          read_stipulation_command(state);
          break;
        case kSStipulation:
          advance();
          state.stipulation = structured_stipulation_from_tokens();
          break;
        case kPieces:
          advance();
          read_pieces(state, nullptr);
          break;
        case kCondition:
          advance();
          read_conditions(state.conditions, Context::Problem);
          break;
        case kOption:
          advance();
          read_options(options);
          break;
        case kGameArray:
          state.units = game_array();
          advance();
          break;
        case kForsyth:
          advance();
          read_forsyth(state);
          break;
        default:
          fail(pos, "unknown keyword " + quoted_token(tok));
      }
    }
    if (!state.stipulation) fail(cur_.pos, "no stipulation");
    // (A unit covered by another in the diagram goes to Popeye's underworld, with its note: only the
    // conditions that call on it (Ghost and Haunted chess, Volcanic and Parachute Circe) see it again.)
  }

  void skip_latex_pieces() {
    while (cur_.is_word() && cur_.text.size() < 3 && piece_index(cur_.text, lang_) >= 0) {
      advance();  // the piece's LaTeX abbreviation
      lex_.skip_line();
      advance();
    }
  }

  // ---- stipulation

  Stipulation stipulation_from_tokens() {
    const SourcePos pos = cur_.pos;
    std::string text(word("stipulation"));
    Stipulation stip;
    StipStatus status = read_stipulation(text, stip);
    if (status == StipStatus::NeedLength) {
      // Popeye lets the length stand apart from the goal ("dia 1").
      advance();
      if (cur_.is_word() && !cur_.too_long && is_digit(cur_.text[0])) {
        text += std::string(cur_.text);
        status = read_stipulation(text, stip);
      } else {
        fail(pos, "stipulation " + quoted_token(text) + " has no length");
      }
    }
    if (status != StipStatus::Ok) fail(pos, "unknown stipulation " + quoted_token(text));
    advance();
    return stip;
  }

  // SStipulation: the side that begins, then the structured text, read across blanks as Popeye does;
  // kept with the plain stipulation it means where there is one (solver/structured_stipulation.h).
  Stipulation structured_stipulation_from_tokens() {
    const SourcePos pos = cur_.pos;
    const std::string_view side_word = word("side of the structured stipulation");
    const int side = uniq_index(popeye::kColours, lang_, side_word);
    if (side != 0 && side != 1)
      fail(pos, "expected White or Black before the structured stipulation, found " + quoted_token(side_word));
    advance();
    const SourcePos at = cur_.pos;
    const StructuredReading reading =
        read_structured_stipulation(word("structured stipulation"), [&]() -> std::optional<std::string_view> {
          advance();
          if (!cur_.is_word() || cur_.too_long) return std::nullopt;
          return cur_.text;
        });
    if (!reading.error.empty())
      fail(at, "structured stipulation " + quoted_token(reading.text) + ": " + reading.error);
    if (reading.last_token_used) advance();
    Stipulation stip;
    std::string refusal;
    if (const auto plain = plain_equivalent(reading.text, side == 0, refusal)) {
      std::string error;
      stip = *parse_stipulation(plain->text, error);
      stip.post_key_play = plain->post_key_play;
      stip.quodlibet = plain->quodlibet;
      stip.help_defence_end = plain->help_defence_end;
      stip.goal_negated = plain->goal_negated;
    } else {
      stip.text = reading.text;
      stip.structured_refusal = refusal;
    }
    stip.structured = reading.text;
    stip.structured_white = side == 0;
    return stip;
  }

  void read_stipulation_command(TwinState& state) {
    state.stipulation = stipulation_from_tokens();
    if (state.stipulation->goal_text == "a=>b") {
      // a=>b: what was set up so far is the start; the pieces that follow make the target.
      state.atob_start = std::move(state.units);
      state.units.clear();
    }
  }

  // ---- pieces

  // Popeye's piece list: colour groups (White/Black/Neutral), each with attributes and then piece codes
  // with their squares ("kd3", "bc6e2e7g5", or the code and the squares apart: "k d3"). A token that
  // does not read as a piece code with squares ends the group, as in Popeye: "Black" is the bishop code
  // B followed by "lack", no squares. `effects`: in a twin (see place()).
  void read_pieces(TwinState& state, std::vector<TwinChange>* effects) {
    int groups = 0;
    while (true) {
      int colour = kNotFound;
      if (cur_.is_word() && !cur_.too_long) colour = uniq_index(popeye::kColours, lang_, cur_.text);
      if (colour == kAmbiguous) fail(cur_.pos, "ambiguous colour " + quoted_token(cur_.text));
      if (colour == kNotFound) {
        if (groups == 0) fail(cur_.pos, "expected a colour (White, Black or Neutral), found " + describe(cur_));
        return;
      }
      if (colour == 3) fail(cur_.pos, "TotalInvisible is not supported");
      const UnitColour unit_colour =
          colour == 0 ? UnitColour::White : colour == 1 ? UnitColour::Black : UnitColour::Neutral;
      ++groups;
      advance();
      std::vector<bool> flags(std::size(popeye::kAttributes), false);
      while (cur_.is_word() && !cur_.too_long) {
        const int attribute = uniq_index(popeye::kAttributes, lang_, cur_.text);
        if (attribute == kNotFound) break;
        if (attribute == kAmbiguous) fail(cur_.pos, "ambiguous piece attribute " + quoted_token(cur_.text));
        flags[static_cast<std::size_t>(attribute)] = true;
        advance();
      }
      int walks = 0;
      while (true) {
        if (!cur_.is_word() || cur_.too_long) {
          if (walks == 0) fail(cur_.pos, "expected a piece, found " + describe(cur_));
          break;
        }
        const std::string_view tok = cur_.text;
        const SourcePos tok_pos = cur_.pos;
        const auto walk = piece_prefix(tok, lang_);
        if (!walk) {
          // Not a piece code: the end of this group (or an unknown piece code followed by squares).
          const std::size_t len = tok.size() % 2 == 1 ? 1 : 2;
          std::size_t stop = 0;
          if (tok.size() > len && looks_like_squares(tok.substr(len))) {
            square_list(tok.substr(len), stop);
            if (stop == tok.size() - len)
              fail(tok_pos, "unknown piece " + quoted_token(tok.substr(0, len)) + " in " + quoted_token(tok));
          }
          if (walks == 0) fail(tok_pos, "unknown piece " + quoted_token(tok));
          break;
        }
        std::string_view squares_tok = tok.substr(walk->second);
        SourcePos squares_pos = {tok_pos.line, tok_pos.column + static_cast<int>(walk->second)};
        bool own_token = false;
        if (squares_tok.empty()) {
          advance();
          if (!cur_.is_word() || cur_.too_long) fail(cur_.pos, "missing squares after piece " + quoted_token(tok));
          squares_tok = cur_.text;
          squares_pos = cur_.pos;
          own_token = true;
        }
        std::size_t stop = 0;
        const auto squares = square_list(squares_tok, stop);
        if (stop != squares_tok.size()) {
          if (looks_like_squares(squares_tok)) {
            const SourcePos bad = {squares_pos.line, squares_pos.column + static_cast<int>(stop)};
            fail(bad, "square " + quoted_token(squares_tok.substr(stop, 2)) + " is off the board in " +
                          quoted_token(own_token ? squares_tok : tok));
          }
          if (own_token && squares.empty()) fail(squares_pos, "missing squares after piece " + quoted_token(tok));
          // A word such as "Black" (B, then "lack"): not a piece; the next group may start here.
          if (squares.empty()) break;
          fail(squares_pos, "bad square list " + quoted_token(squares_tok));
        }
        ++walks;
        for (const auto& sq : squares) {
          Unit unit;
          unit.colour = unit_colour;
          unit.kind = walk->first;
          for (std::size_t a = 0; a < flags.size(); ++a)
            if (flags[a]) unit.attributes.push_back(popeye::kAttributes[a].en);
          unit.square = sq;
          place(state, unit, effects);
        }
        flags[0] = false;  // Royal: only the next piece code
        advance();
      }
    }
  }

  // A unit onto the board. In a twin (effects given) it replaces a unit on its square; in the diagram the
  // covered unit goes to the underworld (see read_first_twin).
  void place(TwinState& state, const Unit& unit, std::vector<TwinChange>* effects) {
    auto& units = state.units;
    const int existing = unit_on(units, unit.square);
    if (existing >= 0) {
      const Unit covered = units[static_cast<std::size_t>(existing)];
      units.erase(units.begin() + existing);
      if (effects) {
        effects->push_back({TwinChange::Kind::Remove, covered, {}, {}, {}, {}});
      } else {
        state.underworld.push_back(covered);
      }
    }
    units.push_back(unit);
    if (effects) effects->push_back({TwinChange::Kind::Create, unit, {}, {}, {}, {}});
  }

  // Forsyth: ranks from a8 to h1, digits for empty squares (up to two at a time), '/' ignored, upper
  // case white, lower case black, '=' before a piece neutral ('+' white, '-' black), '.' before a
  // two-character code.
  void read_forsyth(TwinState& state) {
    const std::string_view tok = word("Forsyth position");
    const SourcePos pos = cur_.pos;
    int index = 0;  // 0 = a8, 63 = h1
    std::size_t i = 0;
    while (i < tok.size() && index < 64) {
      const SourcePos at = {pos.line, pos.column + static_cast<int>(i)};
      if (is_digit(tok[i])) {
        int n = tok[i++] - '0';
        if (i < tok.size() && is_digit(tok[i])) n = n * 10 + (tok[i++] - '0');
        index += n;
        continue;
      }
      if (tok[i] == '/') {
        ++i;
        continue;
      }
      std::optional<UnitColour> colour;
      if (tok[i] == '=') colour = UnitColour::Neutral;
      if (tok[i] == '+') colour = UnitColour::White;
      if (tok[i] == '-') colour = UnitColour::Black;
      if (colour) ++i;
      std::size_t len = 1;
      if (i < tok.size() && tok[i] == '.') {
        ++i;
        len = 2;
      }
      if (i + len > tok.size()) fail(at, "bad Forsyth position " + quoted_token(tok));
      const std::string_view code = tok.substr(i, len);
      const int piece = piece_index(code, lang_);
      if (piece < 0) fail(at, "unknown piece " + quoted_token(code) + " in Forsyth position " + quoted_token(tok));
      if (!colour) colour = (tok[i] >= 'a' && tok[i] <= 'z') ? UnitColour::Black : UnitColour::White;
      i += len;
      Unit unit;
      unit.colour = *colour;
      unit.kind = english_code(piece);
      unit.square = {index % 8, 7 - index / 8};
      place(state, unit, nullptr);
      ++index;
    }
    while (i < tok.size() && tok[i] == '/') ++i;  // Popeye ignores what follows h1; a final '/' is common
    if (i < tok.size()) fail(pos, "Forsyth position " + quoted_token(tok) + " goes beyond h1");
    advance();
  }

  // ---- conditions

  std::string circe_variant(int index) const { return popeye::kCirceVariants[index].en; }

  void add_argument(ConditionSpec& spec, std::string text) {
    spec.arguments.push_back(std::move(text));
    advance();
  }

  // Piece codes, each a whole token, as arguments; returns how many.
  int walk_arguments(ConditionSpec& spec) {
    int n = 0;
    while (cur_.is_word() && !cur_.too_long) {
      const auto walk = piece_token(cur_.text, lang_);
      if (!walk) break;
      add_argument(spec, *walk);
      ++n;
    }
    return n;
  }

  void squares_argument(ConditionSpec& spec, bool one) {
    const std::string_view tok = word("squares");
    std::size_t stop = 0;
    const auto squares = square_list(tok, stop);
    if (squares.empty()) fail(cur_.pos, "missing squares after " + spec.name + ", found " + quoted_token(tok));
    if (stop != tok.size()) fail(cur_.pos, "bad square list " + quoted_token(tok) + " after " + spec.name);
    if (one && squares.size() != 1) fail(cur_.pos, spec.name + " takes one square, found " + quoted_token(tok));
    for (const auto& sq : squares) spec.arguments.push_back(square_name(sq));
    advance();
  }

  // A word from a table if the current token is one (unique prefix): its index, kNotFound, or (if an
  // ambiguous abbreviation is no error here) kAmbiguous.
  template <std::size_t N>
  int table_word(const Words (&table)[N], bool ambiguity_is_error = true) {
    if (!cur_.is_word() || cur_.too_long) return kNotFound;
    const int index = uniq_index(table, lang_, cur_.text);
    if (index == kAmbiguous && ambiguity_is_error) fail(cur_.pos, "ambiguous word " + quoted_token(cur_.text));
    return index;
  }

  // One optional word of the table, between two indices, as an argument. Where Popeye only checks for
  // one particular word, an ambiguous abbreviation is just not that word; elsewhere it is an error.
  template <std::size_t N>
  bool optional_word(ConditionSpec& spec, const Words (&table)[N], int min_index, int max_index,
                     bool ambiguity_is_error = false) {
    const int index = table_word(table, ambiguity_is_error);
    if (index < min_index || index > max_index) return false;
    add_argument(spec, table[index].en);
    return true;
  }

  bool optional_number(ConditionSpec& spec) {
    if (!cur_.is_word() || !all_digits(cur_.text) || cur_.text.size() > 9) return false;
    add_argument(spec, std::string(cur_.text));
    return true;
  }

  void circe_variants(ConditionSpec& spec) {
    while (true) {
      const int index = table_word(popeye::kCirceVariants);
      if (index < 0) return;
      add_argument(spec, circe_variant(index));
      if (spec.arguments.back() == "Chameleon") walk_arguments(spec);
      if (spec.arguments.back() == "April" && walk_arguments(spec) == 0)
        fail(cur_.pos, "April needs piece codes, found " + describe(cur_));
    }
  }

  void condition_arguments(ConditionSpec& spec, Args args) {
    switch (args) {
      case Args::None:
        return;
      case Args::Squares:
        squares_argument(spec, false);
        return;
      case Args::Square:
        squares_argument(spec, true);
        return;
      case Args::MagicSquares:
        squares_argument(spec, false);
        optional_word(spec, popeye::kNumberedTypes, 0, 1, true);
        return;
      case Args::Vaulting:
        while (true) {
          if (walk_arguments(spec) > 0) continue;
          if (!optional_word(spec, popeye::kVaultingVariants, 0, 0)) return;
        }
      case Args::Mummer:
        optional_word(spec, popeye::kMummerStrictness, 2, 3);
        return;
      case Args::CirceVariants:
        circe_variants(spec);
        return;
      case Args::RexIncl:
        optional_word(spec, popeye::kCirceVariants, 0, 0);
        return;
      case Args::RexExcl:
        optional_word(spec, popeye::kCirceVariants, 1, 1);
        return;
      case Args::Isardam:
        optional_word(spec, popeye::kLetteredTypes, 0, 1, true);
        optional_word(spec, popeye::kCirceVariants, 0, 0);
        return;
      case Args::TypeAD:
        optional_word(spec, popeye::kLetteredTypes, 0, 3, true);
        return;
      case Args::TypeAC:
        optional_word(spec, popeye::kLetteredTypes, 0, 2, true);
        return;
      case Args::ChameleonSeq:
        walk_arguments(spec);
        return;
      case Args::Walks:
        if (walk_arguments(spec) == 0 && (spec.name == "AprilChess" || spec.name == "PromOnly"))
          fail(cur_.pos, spec.name + " needs piece codes, found " + describe(cur_));
        return;
      case Args::AntiType:
        optional_word(spec, popeye::kAntiCirceTypes, 0, 1, true);
        return;
      case Args::Kobul:
        optional_word(spec, popeye::kKobulSides, 0, 1);
        return;
      case Args::Sentinelles:
        while (true) {
          const int index = table_word(popeye::kSentinellesVariants);
          if (index < 0) return;
          add_argument(spec, popeye::kSentinellesVariants[index].en);
          if (index >= 3 && index <= 5) optional_number(spec);
        }
      case Args::Breton:
        while (optional_word(spec, popeye::kBretonVariants, 0, 2, true)) {
        }
        return;
      case Args::Type13:
        optional_word(spec, popeye::kNumberedTypes, 0, 2, true);
        return;
      case Args::Type2:
        optional_word(spec, popeye::kNumberedTypes, 0, 1, true);
        return;
      case Args::Koeko:
        if (optional_word(spec, popeye::kKoekoVariants, 0, 0, true)) {
          const auto walk = cur_.is_word() ? piece_token(cur_.text, lang_) : std::nullopt;
          if (!walk) fail(cur_.pos, "expected a piece code after Neighbour, found " + describe(cur_));
          add_argument(spec, *walk);
        }
        return;
      case Args::Numbers2:
        if (optional_number(spec)) optional_number(spec);
        return;
      case Args::BGL:
        for (int n = 0; n < 2; ++n) {
          if (!cur_.is_word() || cur_.text.size() > 12) return;
          const bool bgl = std::all_of(cur_.text.begin(), cur_.text.end(), [](char c) {
            return is_digit(c) || c == '.' || c == ',' || c == '-';
          });
          if (!bgl) return;
          add_argument(spec, std::string(cur_.text));
        }
        return;
      case Args::Grid:
        grid_arguments(spec);
        return;
      case Args::LastCapture:
        last_capture_arguments(spec);
        return;
      case Args::Number:
        optional_number(spec);
        return;
      case Args::CAST:
        while (optional_word(spec, popeye::kCastVariants, 0, 0, true)) {
        }
        return;
      case Args::TakeMake:
        while (optional_word(spec, popeye::kTakeMakeVariants, 0, 0, true)) {
        }
        return;
      case Args::PAD:
        while (true) {
          const int index = table_word(popeye::kCirceVariants, false);
          if (index != 0 && index != 29) return;  // RexInclusive, Strict
          add_argument(spec, circe_variant(index));
        }
    }
  }

  void grid_arguments(ConditionSpec& spec) {
    while (true) {
      const int index = table_word(popeye::kGridVariants);
      if (index < 0) return;
      add_argument(spec, popeye::kGridVariants[index].en);
      if (index == 3) {  // Orthogonal: one token of file letters and rank digits
        const std::string_view tok = word("grid lines");
        const bool ok = std::all_of(tok.begin(), tok.end(), [](char c) {
          const char l = lower(c);
          return (l >= 'a' && l <= 'h') || (c >= '1' && c <= '8');
        });
        if (!ok) fail(cur_.pos, "bad grid lines " + quoted_token(tok));
        add_argument(spec, lowered(tok));
      } else if (index == 4) {  // Irregular: square lists, one per cell
        while (cur_.is_word() && !cur_.too_long) {
          std::size_t stop = 0;
          const auto squares = square_list(cur_.text, stop);
          if (squares.empty() || stop != cur_.text.size()) break;
          add_argument(spec, lowered(cur_.text));
        }
      } else if (index == 5) {  // GridLine: h or v, a square, a length 1..9
        while (cur_.is_word() && cur_.text.size() == 4) {
          const char d = lower(cur_.text[0]);
          if ((d != 'h' && d != 'v') || !square_at(cur_.text, 1) || cur_.text[3] < '1' || cur_.text[3] > '9') break;
          add_argument(spec, lowered(cur_.text));
        }
      }
    }
  }

  void last_capture_arguments(ConditionSpec& spec) {
    const int colour = table_word(popeye::kColours);
    if (colour < 0 || colour > 2) fail(cur_.pos, "LastCapture needs a colour, found " + describe(cur_));
    add_argument(spec, popeye::kColours[colour].en);
    while (true) {
      const int attribute = table_word(popeye::kAttributes);
      if (attribute < 0) break;
      add_argument(spec, popeye::kAttributes[attribute].en);
    }
    const std::string_view tok = word("piece");
    const auto walk = piece_prefix(tok, lang_);
    if (!walk) fail(cur_.pos, "unknown piece " + quoted_token(tok));
    std::string_view square_tok = tok.substr(walk->second);
    spec.arguments.push_back(walk->first);
    if (square_tok.empty()) {
      advance();
      square_tok = word("square");
    }
    const auto sq = whole_square(square_tok);
    if (!sq) fail(cur_.pos, "bad square " + quoted_token(square_tok) + " after LastCapture");
    spec.arguments.push_back(square_name(*sq));
    advance();
  }

  // Popeye's condition list: condition keywords, each followed by the words it takes, up to the first
  // word that is no condition. That word must be a command; otherwise it is an unknown condition.
  void read_conditions(std::vector<ConditionSpec>& conditions, Context context) {
    int count = 0;
    while (cur_.is_word() && !cur_.too_long) {
      ConditionSpec spec;
      spec.where = cur_.pos;
      Args args = Args::None;
      const int index = uniq_index(popeye::kConditions, lang_, cur_.text);
      if (index == kAmbiguous) fail(cur_.pos, "ambiguous condition " + quoted_token(cur_.text));
      if (index >= 0) {
        spec.name = popeye::kConditions[index].en;
        args = popeye::kConditions[index].args;
        if (index == 123) fail(cur_.pos, "unknown condition " + quoted_token(cur_.text));
      } else {
        const int extra = uniq_index(popeye::kExtraConditions, lang_, cur_.text);
        if (extra == kAmbiguous) fail(cur_.pos, "ambiguous condition " + quoted_token(cur_.text));
        if (extra != kNotFound) {
          spec.name = popeye::kExtraConditions[extra].en;
          args = extra == 0 ? Args::Mummer : Args::None;
        } else if (const auto* entry = conditions::find_condition(cur_.text, registry_language(lang_))) {
          // A condition Nightrider has beyond Popeye's vocabulary, by its whole keyword in the
          // problem's language as its entry declares it (it takes no arguments here).
          spec.name = entry->names.en;
        } else {
          break;
        }
      }
      advance();
      condition_arguments(spec, args);
      ++count;
      // The Dister conditions need two different reference squares: with more, fewer or one twice
      // Popeye writes its input error and solves without the condition (REGRESSIONS/4_89_to_4_91.inp#11).
      const bool dister = spec.name == "WhiteMaxDister" || spec.name == "WhiteMinDister" ||
                          spec.name == "BlackMaxDister" || spec.name == "BlackMinDister";
      if (dister && (spec.arguments.size() != 2 || spec.arguments[0] == spec.arguments[1])) {
        warnings_.emplace_back(spec.where, "Exactly 2 dister reference squares have to be indicated: " +
                                               spec.name + " is left out, as Popeye does");
        continue;
      }
      conditions.push_back(std::move(spec));
    }
    if (count == 0 || !is_keyword_here(context)) {
      if (cur_.kind == Token::Kind::End) fail(cur_.pos, "missing condition (end of the file)");
      if (cur_.kind == Token::Kind::BadChar) fail(cur_.pos, "unexpected character " + quoted_token(cur_.text));
      fail(cur_.pos, "unknown condition " + quoted_token(cur_.text));
    }
  }

  // ---- options

  void unsupported(Options& options, const char* name) {
    if (std::find(options.unsupported.begin(), options.unsupported.end(), name) == options.unsupported.end())
      options.unsupported.emplace_back(name);
  }

  long long option_number(const char* name, long long min, long long max) {
    const auto n = cur_.is_word() ? number(cur_.text) : std::nullopt;
    if (!n || *n < min || *n > max) fail(cur_.pos, std::string(name) + " needs a number, found " + describe(cur_));
    return *n;
  }

  void read_options(Options& options) {
    int count = 0;
    while (cur_.is_word() && !cur_.too_long) {
      const int index = uniq_index(popeye::kOptions, lang_, cur_.text);
      if (index == kAmbiguous) fail(cur_.pos, "ambiguous option " + quoted_token(cur_.text));
      if (index == kNotFound) break;
      ++count;
      const char* name = popeye::kOptions[index].en;
      const SourcePos option_pos = cur_.pos;
      advance();
      switch (index) {
        case 0:  // Defence n
          options.defence = static_cast<int>(option_number(name, 0, 1000000));
          options.tries = true;
          advance();
          break;
        case 1:  // SetPlay
          options.set_play = true;
          break;
        case 2:  // WhiteToPlay
          options.white_begins = true;
          break;
        case 3:  // Variations
          options.variation = true;
          break;
        case 7:  // Duplex
          if (options.half_duplex) fail(option_pos, "Duplex and HalfDuplex together");
          options.duplex = true;
          break;
        case 9:  // Threat n
          options.threat = static_cast<int>(option_number(name, 0, 1000000));
          advance();
          break;
        case 10:  // NoThreat
          options.no_threat = true;
          break;
        case 11:  // Try: tries with one refutation
          options.tries = true;
          options.defence = 1;
          break;
        case 12:  // MaxSolutions n
          options.max_solutions = static_cast<int>(option_number(name, 0, 1000000000));
          advance();
          break;
        case 19: {  // EnPassant squares
          const std::string_view tok = word("squares after EnPassant");
          std::size_t stop = 0;
          const auto squares = square_list(tok, stop);
          if (squares.empty() || stop != tok.size())
            fail(cur_.pos, "EnPassant needs squares, found " + quoted_token(tok));
          options.en_passant.insert(options.en_passant.end(), squares.begin(), squares.end());
          advance();
          break;
        }
        case 21:  // NoShortVariations
          options.no_short_variations = true;
          break;
        case 38:  // MatesIn1
          options.mates_in_1 = true;
          break;
        case 37:  // TrivialTriesAvoid
          options.trivial_tries_avoid = true;
          break;
        case 22:  // HalfDuplex
          if (options.duplex) fail(option_pos, "Duplex and HalfDuplex together");
          options.half_duplex = true;
          break;
        case 24:  // Intelligent [n]
          options.intelligent = true;
          if (cur_.is_word() && all_digits(cur_.text)) advance();
          break;
        case 25:  // MaxTime seconds
          options.max_time = static_cast<double>(option_number(name, 1, 4294967295LL));
          advance();
          break;
        case 26: {  // NoCastling squares (without squares: no castling at all)
          std::size_t stop = 0;
          const auto squares = cur_.is_word() ? square_list(cur_.text, stop) : std::vector<BoardSquare>{};
          if (!squares.empty() && stop == cur_.text.size()) {
            options.no_castling.insert(options.no_castling.end(), squares.begin(), squares.end());
            advance();
          } else {
            options.no_castling_all = true;
          }
          break;
        }
        case 27:  // Quodlibet
          options.quodlibet = true;
          break;
        case 20:  // NoBoard
          options.no_board = true;
          break;
        case 23:  // PostKeyPlay
          options.post_key_play = true;
          break;
        case 6:  // NoWk, NoBk: a side without king is meant (Popeye then leaves out its "missing king"
        case 8:  // warning; Nightrider gives none)
          break;
        case 4:  // MoveNumbers: Popeye's line per first move tried (written in battle play)
          options.move_numbers = true;
          break;
        // Options the solver may not support: recorded by name, their arguments read.
        case 5:   // StartMoveNumber n[:m...]
        case 36:  // UpToMoveNumber
        {
          const std::string_view tok = word("move number");
          const bool ok = is_digit(tok[0]) && std::all_of(tok.begin(), tok.end(), [](char c) {
            return is_digit(c) || c == ':';
          });
          if (!ok) fail(cur_.pos, std::string(name) + " needs a move number, found " + quoted_token(tok));
          if (all_digits(tok) && tok.size() <= 6) {  // (n:m..., numbers at deeper levels, are not supported)
            (index == 5 ? options.start_move_number : options.up_to_move_number) = std::stoi(std::string(tok));
          } else {
            unsupported(options, name);
          }
          advance();
          break;
        }
        case 13: {  // MaxFlightsquares n
          // Popeye reads a number out of range ("-1") with an input error on stderr and solves without
          // the option (REGRESSIONS/4_47_to_4_49.inp#3): so do we, with a warning.
          const std::string_view tok = cur_.is_word() ? cur_.text : std::string_view{};
          const bool numeric = tok.size() > (tok.starts_with('-') ? 1u : 0u) &&
                               std::all_of(tok.begin() + (tok.starts_with('-') ? 1 : 0), tok.end(), is_digit);
          const auto n = numeric ? number(tok) : std::nullopt;
          if (numeric && (!n || *n < 0 || *n > 64)) {
            warnings_.emplace_back(cur_.pos, std::string(name) + " needs a number from 0 to 64, found " +
                                                 quoted_token(tok) +
                                                 ": the option is left out, as Popeye does");
            options.max_flights.reset();
          } else {
            options.max_flights = static_cast<int>(option_number(name, 0, 64));
          }
          advance();
          break;
        }
        case 17: {  // NonTrivial m n
          Options::NonTrivial non_trivial;
          non_trivial.max_extra = static_cast<int>(option_number(name, 0, 1000000));
          advance();
          non_trivial.trivial_length = static_cast<int>(option_number(name, 0, 1000000));
          advance();
          options.non_trivial = non_trivial;
          break;
        }
        case 28:  // StopOnShortSolutions
          options.stop_on_short_solutions = true;
          break;
        case 18:  // KeepMatingPiece
          options.keep_mating_piece = true;
          break;
        case 33:  // GoalIsEnd
          options.goal_is_end = true;
          break;
        case 29:  // Beep [n]: Popeye's bell at each solution; nothing to write, accepted
          if (cur_.is_word() && all_digits(cur_.text)) advance();
          break;
        case 32: {  // CastlingMutuallyExclusive: two rook squares in one token
          const std::string_view tok = word("squares");
          std::size_t stop = 0;
          const auto squares = square_list(tok, stop);
          if (squares.size() != 2 || stop != tok.size())
            fail(cur_.pos, std::string(name) + " needs two squares, found " + quoted_token(tok));
          // (A white rook's home square, then a black rook's: Popeye reads any other square as the
          // kingside's, which no problem means.)
          if (squares[0].rank != 0 || (squares[0].file != 0 && squares[0].file != 7) ||
              squares[1].rank != 7 || (squares[1].file != 0 && squares[1].file != 7))
            fail(cur_.pos, std::string(name) + " needs a1 or h1 then a8 or h8, found " + quoted_token(tok));
          options.exclusive_castlings.push_back({squares[0], squares[1]});
          advance();
          break;
        }
        default:
          unsupported(options, name);
          break;
      }
    }
    if (count == 0 || !is_keyword_here(Context::Problem)) {
      if (cur_.kind == Token::Kind::End) fail(cur_.pos, "missing option (end of the file)");
      if (cur_.kind == Token::Kind::BadChar) fail(cur_.pos, "unexpected character " + quoted_token(cur_.text));
      fail(cur_.pos, "unknown option " + quoted_token(cur_.text));
    }
  }

  // ---- twins

  ProblemTwin make_twin(const TwinState& state, const Options& options, std::string label, std::string heading) {
    ProblemTwin twin;
    twin.label = std::move(label);
    twin.heading = std::move(heading);
    if (state.atob_start) {
      twin.units = *state.atob_start;
      twin.target_units = state.units;
    } else {
      twin.units = state.units;
    }
    twin.underworld = state.underworld;
    twin.stipulation = *state.stipulation;
    twin.conditions = state.conditions;
    // A unit's board, AliceA or AliceB, brings AliceChess, written with the conditions (as Popeye does).
    auto on_a_board = [](const Unit& u) {
      return std::any_of(u.attributes.begin(), u.attributes.end(),
                         [](const std::string& a) { return a == "AliceA" || a == "AliceB"; });
    };
    if (!has_condition(twin.conditions, "AliceChess") &&
        (std::any_of(twin.units.begin(), twin.units.end(), on_a_board) ||
         std::any_of(twin.target_units.begin(), twin.target_units.end(), on_a_board)))
      twin.conditions.push_back({"AliceChess", {}, {}});
    twin.options = options;
    return twin;
  }

  Ending read_twins(Problem& problem, const Options& options, const TwinState& base) {
    const int twin = twin_end(cur_);
    if (twin < 0) {
      problem.twins.push_back(make_twin(base, options, "", ""));
      return finish_problem();
    }
    TwinState previous = base;
    std::size_t index = 0;
    if (twin == 1) {  // ZeroPosition: the diagram is not solved; the first twin is a)
      problem.zero_position = make_twin(base, options, "", "");
      advance();
      previous = read_twin(problem, options, base, previous, index++);
      if (twin_end(cur_) != 0) return finish_problem();
    } else {
      problem.twins.push_back(make_twin(base, options, twin_label(index++), ""));
    }
    while (twin_end(cur_) == 0) {
      advance();
      previous = read_twin(problem, options, base, previous, index++);
    }
    return finish_problem();
  }

  Ending finish_problem() {
    if (cur_.kind == Token::Kind::End) fail(cur_.pos, "missing EndProblem (end of the file)");
    const int end = problem_end(cur_);
    if (end == 0) return Ending::EndProblem;
    if (end == 1) return Ending::NextProblem;
    if (twin_end(cur_) == 1) fail(cur_.pos, "ZeroPosition must come right after the diagram");
    if (starts_problem(cur_)) throw ParseError{cur_.pos, "missing EndProblem before " + quoted_token(cur_.text), true};
    word("twin command");
    fail(cur_.pos, "unknown twin command " + quoted_token(cur_.text));
  }

  BoardSquare square_token(const char* what) {
    const std::string_view tok = word(what);
    const auto sq = whole_square(tok);
    if (!sq) fail(cur_.pos, std::string("expected a square (") + what + "), found " + quoted_token(tok));
    advance();
    return *sq;
  }

  TwinState read_twin(Problem& problem, const Options& options, const TwinState& base, const TwinState& previous,
                      std::size_t index) {
    int first = cur_.is_word() ? uniq_index(popeye::kTwinnings, lang_, cur_.text) : kNotFound;
    if (first == kAmbiguous) fail(cur_.pos, "ambiguous twin command " + quoted_token(cur_.text));
    const bool continued = first == kTwContinued;
    TwinState state = (continued || first == kNotFound) ? previous : base;
    if (continued) advance();
    std::vector<TwinChange> effects;
    while (cur_.is_word() && !cur_.too_long) {
      const SourcePos pos = cur_.pos;
      const int command = uniq_index(popeye::kTwinnings, lang_, cur_.text);
      if (command == kAmbiguous) fail(pos, "ambiguous twin command " + quoted_token(cur_.text));
      if (command == kNotFound) break;
      advance();
      switch (command) {
        case kTwContinued:
          fail(pos, "Continued must be the first command of a twin");
        case kTwMove: {
          const BoardSquare from = square_token("from");
          const BoardSquare to = square_token("to");
          const int mover = unit_on(state.units, from);
          if (mover < 0) fail(pos, "no unit on " + square_name(from) + " to move");
          if (from == to) fail(pos, "move from " + square_name(from) + " to the same square");
          const int victim = unit_on(state.units, to);
          if (victim >= 0) {
            effects.push_back({TwinChange::Kind::Remove, state.units[static_cast<std::size_t>(victim)], {}, {}, {}, {}});
            state.units.erase(state.units.begin() + victim);
          }
          const int m = unit_on(state.units, from);
          effects.push_back({TwinChange::Kind::Move, state.units[static_cast<std::size_t>(m)], {}, from, to, {}});
          state.units[static_cast<std::size_t>(m)].square = to;
          break;
        }
        case kTwExchange: {
          const BoardSquare a = square_token("first square");
          const BoardSquare b = square_token("second square");
          const int ua = unit_on(state.units, a);
          const int ub = unit_on(state.units, b);
          if (ua < 0) fail(pos, "no unit on " + square_name(a) + " to exchange");
          if (ub < 0) fail(pos, "no unit on " + square_name(b) + " to exchange");
          effects.push_back({TwinChange::Kind::Exchange, state.units[static_cast<std::size_t>(ua)],
                             state.units[static_cast<std::size_t>(ub)], a, b, {}});
          state.units[static_cast<std::size_t>(ua)].square = b;
          state.units[static_cast<std::size_t>(ub)].square = a;
          break;
        }
        case kTwRemove: {
          const std::string_view tok = word("squares to remove");
          std::size_t stop = 0;
          const auto squares = square_list(tok, stop);
          if (squares.empty() || stop != tok.size()) fail(cur_.pos, "expected squares to remove, found " + quoted_token(tok));
          for (const auto& sq : squares) {
            const int u = unit_on(state.units, sq);
            if (u < 0) fail(cur_.pos, "no unit on " + square_name(sq) + " to remove");
            effects.push_back({TwinChange::Kind::Remove, state.units[static_cast<std::size_t>(u)], {}, {}, {}, {}});
            state.units.erase(state.units.begin() + u);
          }
          advance();
          break;
        }
        case kTwAdd:
          read_pieces(state, &effects);
          break;
        case kTwRotate: {
          const std::string_view tok = word("rotation");
          int turns = 0;
          if (tok == "90") turns = 1;
          if (tok == "180") turns = 2;
          if (tok == "270") turns = 3;
          if (turns == 0) fail(cur_.pos, "Rotate takes 90, 180 or 270, found " + quoted_token(tok));
          for (auto& u : state.units)
            for (int t = 0; t < turns; ++t) u.square = {7 - u.square.rank, u.square.file};
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {}, std::string("rotate ") + std::string(tok)});
          advance();
          break;
        }
        case kTwMirror: {
          const int axis = table_word(popeye::kMirrors);
          if (axis < 0) fail(cur_.pos, "Mirror takes a1<-->h1, a1<-->a8, a1<-->h8 or a8<-->h1, found " + describe(cur_));
          for (auto& u : state.units) {
            const BoardSquare s = u.square;
            if (axis == 0) u.square = {7 - s.file, s.rank};
            if (axis == 1) u.square = {s.file, 7 - s.rank};
            if (axis == 2) u.square = {7 - s.rank, 7 - s.file};
            if (axis == 3) u.square = {s.rank, s.file};
          }
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {}, std::string("mirror ") + popeye::kMirrors[axis].en});
          advance();
          break;
        }
        case kTwShift: {
          const BoardSquare from = square_token("from");
          const BoardSquare to = square_token("to");
          const int df = to.file - from.file;
          const int dr = to.rank - from.rank;
          for (const auto& u : state.units) {
            const int f = u.square.file + df;
            const int r = u.square.rank + dr;
            if (f < 0 || f > 7 || r < 0 || r > 7)
              fail(pos, "Shift " + square_name(from) + " " + square_name(to) + " moves the unit on " +
                            square_name(u.square) + " off the board");
          }
          for (auto& u : state.units) u.square = {u.square.file + df, u.square.rank + dr};
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {}, "shift " + square_name(from) + " ==> " + square_name(to)});
          break;
        }
        case kTwPolish:
          for (auto& u : state.units) {
            if (u.colour == UnitColour::White)
              u.colour = UnitColour::Black;
            else if (u.colour == UnitColour::Black)
              u.colour = UnitColour::White;
          }
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {}, "PolishType"});
          break;
        case kTwSubstitute: {
          const std::string_view from_tok = word("piece to substitute");
          const auto from = piece_token(from_tok, lang_);
          if (!from) fail(cur_.pos, "unknown piece " + quoted_token(from_tok));
          advance();
          const std::string_view to_tok = word("substitute piece");
          const auto to = piece_token(to_tok, lang_);
          if (!to) fail(cur_.pos, "unknown piece " + quoted_token(to_tok));
          advance();
          for (auto& u : state.units)
            if (u.kind == *from) u.kind = *to;
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {}, *from + " ==> " + *to});
          break;
        }
        case kTwStipulation: {
          state.stipulation = stipulation_from_tokens();
          effects.push_back({TwinChange::Kind::Text,
                             {},
                             {},
                             {},
                             {},
                             popeye_stipulation_words(stipulation_heading(*state.stipulation),
                                                      *state.stipulation, options.post_key_play)});
          break;
        }
        case kTwSStipulation: {
          state.stipulation = structured_stipulation_from_tokens();
          // (Written as read: the side in the problem's language, which is the output's.)
          const int side = state.stipulation->structured_white ? 0 : 1;
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {},
                             std::string(in_language(popeye::kColours[side], lang_)) + " " +
                                 state.stipulation->structured});
          break;
        }
        case kTwCondition: {
          state.conditions.clear();
          read_conditions(state.conditions, Context::Twin);
          effects.push_back({TwinChange::Kind::Text, {}, {}, {}, {}, conditions_text(state.conditions)});
          break;
        }
        default:
          fail(pos, "unknown twin command " + quoted_token(cur_.text));
      }
    }
    // Remarks may follow the twinning.
    std::vector<std::string> remarks;
    while (cur_.is_word() && !cur_.too_long && starts_with_ci(in_language(popeye::kCommands[kRemark], lang_), cur_.text)) {
      if (auto line = text_line()) remarks.push_back(*line);
      advance();
    }
    std::string label = twin_label(index);
    if (continued) label = "+" + label;
    problem.twins.push_back(make_twin(state, options, std::move(label), heading_text(effects, state.conditions)));
    problem.twins.back().remarks = std::move(remarks);
    return state;
  }

  Lexer lex_;
  Token cur_;
  Lang lang_ = kEn;
  std::vector<ReadProblem> results_;
  std::vector<std::pair<SourcePos, std::string>> warnings_;  // the problem being read's (Problem::warnings)
};

}  // namespace

std::vector<ReadProblem> read_problems(std::string_view text) { return Reader(text).run(); }

std::vector<std::string> condition_lines(const std::vector<ConditionSpec>& conditions) {
  return condition_lines_of(conditions);
}

ConditionSpec base_condition(const ConditionSpec& c) {
  for (const auto& s : circe_shortcuts())
    if (c.name == s.name) {
      ConditionSpec base{s.base, s.words, c.where};
      base.arguments.insert(base.arguments.end(), c.arguments.begin(), c.arguments.end());
      return base;
    }
  return c;
}

std::size_t popeye_goal_length(std::string_view text) {
  Stipulation goal;
  std::size_t length = 0;
  return read_goal(text, length, goal) ? length : 0;
}

std::optional<Stipulation> parse_stipulation(std::string_view text, std::string& error) {
  // Outer blanks are ignored; a length standing apart from the goal ("dia 1") is joined to it.
  std::string joined;
  bool blank = false;
  for (char c : text) {
    if (c == ' ' || c == '\t') {
      blank = !joined.empty();
      continue;
    }
    if (blank && !is_digit(c)) {
      error = "unknown stipulation " + quoted_token(text);
      return std::nullopt;
    }
    blank = false;
    joined += c;
  }
  Stipulation stip;
  const StipStatus status = read_stipulation(joined, stip);
  if (status == StipStatus::Ok) return stip;
  error = (status == StipStatus::NeedLength ? "stipulation " + quoted_token(joined) + " has no length"
                                            : "unknown stipulation " + quoted_token(joined));
  return std::nullopt;
}

}  // namespace nightrider::solver
