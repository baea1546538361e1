#include "popeye_output.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <sstream>
#include <utility>

#include "solver/popeye_tables.h"

namespace nightrider::popeye_output {
namespace {

bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
bool is_letter(char c) { return is_upper(c) || is_lower(c); }
bool is_digit(char c) { return c >= '0' && c <= '9'; }
bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v'; }

std::string trim(const std::string& s) {
  std::size_t b = 0, e = s.size();
  while (b < e && is_space(s[b])) ++b;
  while (e > b && is_space(s[e - 1])) --e;
  return s.substr(b, e - b);
}

std::vector<std::string> tokens_of(const std::string& s) {
  std::vector<std::string> out;
  std::istringstream in(s);
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::string line;
  std::istringstream in(text);
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(line);
  }
  return lines;
}

// The words Popeye prints inside solutions, in every language, and their English form.
const std::pair<const char*, const char*> kWords[] = {
    {"threat:", "threat:"},
    {"Drohung:", "threat:"},
    {"menace:", "threat:"},
    {"zugzwang.", "zugzwang."},
    {"Zugzwang.", "zugzwang."},
    {"blocus.", "zugzwang."},
    {"but", "but"},
    {"Aber", "but"},
    {"mais", "but"},
};

const char* word_in_english(const std::string& token) {
  for (const auto& [word, english] : kWords)
    if (token == word) return english;
  return nullptr;
}

bool is_but(const std::string& trimmed) {
  const char* english = word_in_english(trimmed);
  return english != nullptr && std::string(english) == "but";
}

char piece_in_english(char c, Language language) {
  if (language == Language::German) {
    switch (c) {
      case 'D':
        return 'Q';
      case 'T':
        return 'R';
      case 'L':
        return 'B';
      case 'B':
        return 'P';
      default:
        return c;  // K, S and fairy letters
    }
  }
  if (language == Language::French) {
    switch (c) {
      case 'R':
        return 'K';
      case 'D':
        return 'Q';
      case 'T':
        return 'R';
      case 'F':
        return 'B';
      case 'C':
        return 'S';
      case 'E':
        return 'M';  // (the moose)
      default:
        return c;  // P and fairy letters
    }
  }
  return c;
}

// A colour letter: white, black, neutral in the language, translated to English w, b, n; 0 if the letter
// is not a colour letter of that language.
char colour_in_english(char c, Language language) {
  switch (language) {
    case Language::German:
      return c == 'w' ? 'w' : c == 's' ? 'b' : c == 'n' ? 'n' : 0;
    case Language::French:
      return c == 'b' ? 'w' : c == 'n' ? 'b' : 0;
    default:
      return c == 'w' || c == 'b' || c == 'n' ? c : 0;
  }
}

// Whether the lowercase letter at i stands where Popeye prints a colour: right after "[", "[+" or "/"
// and before a piece (a letter), as in [+sBd7], [sTh3->a8], Kh5-h3/wBh2-h4; or alone after "=", as in
// e7-e8=D=s or Sa8*b6=w[...]. Squares (a letter and a digit) never qualify.
bool in_colour_position(const std::string& t, std::size_t i) {
  const char before = i > 0 ? t[i - 1] : '\0';
  const char after = i + 1 < t.size() ? t[i + 1] : '\0';
  if (before == '[' || before == '/' || (before == '+' && i >= 2 && t[i - 2] == '[')) return is_letter(after);
  if (before == '=') return !is_letter(after) && !is_digit(after);
  return false;
}

// A fairy piece code of more than one character (a letter and a digit, as G2, included) in English,
// through Popeye's piece table in its three languages (solver/popeye_tables.h): German ET is the
// elephant ET, EL the moose M; French EL is the elephant, PI the dummy DU, S2 the grasshopper-2 G2.
std::string fairy_code_in_english(const std::string& code, Language language) {
  if (language == Language::English) return code;
  auto upper = [](const char* text) {
    std::string out(text);
    for (char& ch : out) ch = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
    return out;
  };
  for (const auto& row : solver::popeye::kPieces)
    if (upper(language == Language::German ? row.de : row.fr) == code) return upper(row.en);
  return code;
}

std::string translate_token(const std::string& token, Language language) {
  if (const char* english = word_in_english(token)) return english;
  if (language == Language::English) return token;
  std::string out;
  out.reserve(token.size());
  for (std::size_t i = 0; i < token.size();) {
    const char c = token[i];
    if (is_upper(c)) {
      // A run of capitals is one piece code: a single letter is an orthodox piece letter (or a fairy
      // one-letter code, left alone by piece_in_english); longer codes are fairy pieces, kept as they are.
      std::size_t j = i;
      while (j < token.size() && is_upper(token[j])) ++j;
      if (j - i == 1 && j < token.size() && is_digit(token[j])) ++j;  // (a code such as G2, S2: squares are lower case)
      if (j - i == 1)
        out += piece_in_english(c, language);
      else
        out += fairy_code_in_english(token.substr(i, j - i), language);
      i = j;
      continue;
    }
    if (is_lower(c) && in_colour_position(token, i)) {
      const char colour = colour_in_english(c, language);
      out += colour != 0 ? colour : c;
      ++i;
      continue;
    }
    out += c;
    ++i;
  }
  return out;
}

// "12." -> 23, "12..." -> 24; 0 if the token does not start with a move number followed by a move.
int move_depth(const std::string& token) {
  std::size_t i = 0;
  int number = 0;
  while (i < token.size() && is_digit(token[i]) && number < 100000) number = number * 10 + (token[i++] - '0');
  if (i == 0 || i >= token.size() || token[i] != '.') return 0;
  int depth = 2 * number - 1;
  if (token.compare(i, 3, "...") == 0) {
    depth = 2 * number;
    i += 3;
  } else {
    i += 1;
  }
  if (i >= token.size() || token[i] == '.') return 0;  // a number with nothing after it
  return number > 0 ? depth : 0;
}

// "a)", "b) h#2", "+c) -sLa2": a lowercase letter and ")" at the start of the line.
bool is_twin_heading(const std::string& line) {
  std::size_t i = 0;
  if (i < line.size() && line[i] == '+') ++i;
  if (i >= line.size() || !is_lower(line[i])) return false;
  ++i;
  if (i >= line.size() || line[i] != ')') return false;
  ++i;
  return i == line.size() || is_space(line[i]);
}

bool is_board_border(const std::string& line) { return line.rfind("+---a---b---c", 0) == 0; }

std::size_t indentation(const std::string& line) {
  std::size_t n = 0;
  while (n < line.size() && is_space(line[n])) ++n;
  return n;
}

std::string join_path(const std::vector<std::pair<int, std::string>>& stack) {
  std::string path;
  for (const auto& [depth, text] : stack) {
    if (!path.empty()) path += " | ";
    path += text;
  }
  return path;
}

bool has_token(const std::vector<std::string>& tokens, const char* wanted) {
  return std::find(tokens.begin(), tokens.end(), wanted) != tokens.end();
}

}  // namespace

const char* language_name(Language language) {
  switch (language) {
    case Language::English:
      return "en";
    case Language::German:
      return "de";
    case Language::French:
      return "fr";
    default:
      return "auto";
  }
}

Language detect_language(const std::string& text) {
  const auto lines = lines_of(text);
  // Closing lines and words first: they are what tells for sure.
  // (Popeye may add the time after them: "Loesung beendet. Zeit = 0.006 s".)
  for (const std::string& line : lines) {
    const std::string t = trim(line);
    if (t.rfind("Loesung beendet.", 0) == 0) return Language::German;
    if (t.rfind("solution terminee.", 0) == 0) return Language::French;
    if (t.rfind("solution finished.", 0) == 0) return Language::English;
  }
  for (const std::string& line : lines) {
    for (const std::string& token : tokens_of(line)) {
      if (token == "Drohung:" || token == "Zugzwang." || (token == "Aber" && trim(line) == "Aber"))
        return Language::German;
      if (token == "menace:" || token == "blocus." || (token == "mais" && trim(line) == "mais"))
        return Language::French;
      if (token == "threat:" || token == "zugzwang." || (token == "but" && trim(line) == "but"))
        return Language::English;
    }
  }
  // The diagram: rows such as "8   .   .  -S   .   K   .   .   .   8". L is only German, F and C
  // only French, Q only English.
  int german = 0, french = 0, english = 0;
  for (const std::string& line : lines) {
    if (line.size() < 4 || line[0] < '1' || line[0] > '8' || line[1] != ' ') continue;
    for (const std::string& token : tokens_of(line.substr(1))) {
      std::string piece = token;
      if (!piece.empty() && piece[0] == '-') piece.erase(0, 1);
      if (piece == "L") ++german;
      if (piece == "F" || piece == "C") ++french;
      if (piece == "Q") ++english;
    }
  }
  if (german > french && german > english) return Language::German;
  if (french > german && french > english) return Language::French;
  return Language::English;
}

std::string normalise_line(const std::string& line, Language language) {
  std::string out;
  for (const std::string& token : tokens_of(line)) {
    if (!out.empty()) out += ' ';
    out += translate_token(token, language);
  }
  return out;
}

Output parse(const std::string& text, Language language) {
  Output output;
  output.language = language == Language::Auto ? detect_language(text) : language;
  output.twins.emplace_back();
  const auto lines = lines_of(text);

  // Everything up to and including the last diagram border (the header, remarks, the diagram; some
  // stipulations print two diagrams) is skipped. Without a diagram, the whole text is read.
  std::size_t start = 0;
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (is_board_border(lines[i])) start = i + 1;

  bool heading_seen = false;
  std::vector<std::pair<int, std::string>> stack;  // the open tree path: (depth, normalised line)
  bool pending_but = false;
  std::size_t but_line = 0;

  auto report = [&](std::size_t index, const std::string& what) {
    output.errors.push_back("line " + std::to_string(index + 1) + ": " + what + ": \"" + lines[index] + "\"");
  };
  auto end_block = [&](std::size_t index) {
    if (pending_but)
      report(but_line,
             "\"but\" with no refutation under it (block ends at line " + std::to_string(index + 1) + ")");
    pending_but = false;
    stack.clear();
  };

  for (std::size_t i = start; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    const std::string trimmed = trim(line);
    if (trimmed.empty()) {
      end_block(i);
      continue;
    }
    if (indentation(line) == 0 && is_twin_heading(trimmed)) {
      end_block(i);
      Twin& current = output.twins.back();
      const bool reuse = !heading_seen && output.twins.size() == 1 && current.entries.empty() &&
                         current.solution_lines == 0 && current.tree_lines == 0;
      if (!reuse) output.twins.emplace_back();
      output.twins.back().label = trimmed;
      heading_seen = true;
      continue;
    }
    if (is_but(trimmed)) {
      if (pending_but) report(but_line, "\"but\" with no refutation under it");
      pending_but = true;
      but_line = i;
      continue;
    }
    const auto tokens = tokens_of(trimmed);
    const int depth = move_depth(tokens.front());
    if (depth == 0) {
      if (pending_but) {
        report(but_line, "\"but\" with no refutation under it");
        pending_but = false;
      }
      output.ignored.push_back(line);
      continue;
    }
    const auto numbers =
        std::count_if(tokens.begin(), tokens.end(), [](const std::string& t) { return move_depth(t) != 0; });
    Twin& twin = output.twins.back();
    std::string normalised = normalise_line(trimmed, output.language);
    if (indentation(line) <= 2 || numbers >= 2) {
      // Help or series play: the line is one whole solution.
      end_block(i);
      twin.entries.insert(normalised);
      ++twin.solution_lines;
      continue;
    }
    // Tree play: the line's path from the top of its block.
    if (pending_but) normalised = "but " + normalised;
    pending_but = false;
    while (!stack.empty() && stack.back().first >= depth) stack.pop_back();
    const bool top = stack.empty();
    stack.emplace_back(depth, normalised);
    twin.entries.insert(join_path(stack));
    ++twin.tree_lines;
    if (top && depth == 1 && has_token(tokens, "!")) ++twin.key_lines;
    if (top && depth == 1 && has_token(tokens, "?")) ++twin.try_lines;
  }
  end_block(lines.empty() ? 0 : lines.size() - 1);
  return output;
}

namespace {

// German writes the attributes Royal (Koeniglich) and Kamikaze both "k"; English and French write Royal
// "r". An entry read in English or French, told in German's letters: an "r" right before a capital
// letter is always the attribute Royal (no colour letter nor file is an r there).
std::string royal_in_german(const std::string& entry) {
  std::string out = entry;
  for (std::size_t i = 0; i + 1 < out.size(); ++i)
    if (out[i] == 'r' && is_upper(out[i + 1])) out[i] = 'k';
  return out;
}

}  // namespace

Comparison compare(const Output& expected, const Output& actual) {
  Comparison c;
  c.expected_twins = expected.twins.size();
  c.actual_twins = actual.twins.size();
  const std::set<std::string> none;
  const bool royal_as_german = expected.language == Language::German && actual.language != Language::German;
  for (std::size_t i = 0; i < std::max(c.expected_twins, c.actual_twins); ++i) {
    const Twin* e = i < c.expected_twins ? &expected.twins[i] : nullptr;
    const Twin* a = i < c.actual_twins ? &actual.twins[i] : nullptr;
    const auto& e_entries = e != nullptr ? e->entries : none;
    std::set<std::string> a_in_german;
    if (royal_as_german && a != nullptr)
      for (const std::string& entry : a->entries) a_in_german.insert(royal_in_german(entry));
    const auto& a_entries = a == nullptr ? none : royal_as_german ? a_in_german : a->entries;
    TwinDifference d;
    d.twin = i;
    d.expected_label = e != nullptr ? e->label : "(none)";
    d.actual_label = a != nullptr ? a->label : "(none)";
    std::set_difference(e_entries.begin(), e_entries.end(), a_entries.begin(), a_entries.end(),
                        std::back_inserter(d.missing));
    std::set_difference(a_entries.begin(), a_entries.end(), e_entries.begin(), e_entries.end(),
                        std::back_inserter(d.extra));
    if (!d.missing.empty() || !d.extra.empty() || e == nullptr || a == nullptr)
      c.differences.push_back(std::move(d));
  }
  return c;
}

std::string describe(const Comparison& comparison, std::size_t limit) {
  std::ostringstream out;
  if (comparison.expected_twins != comparison.actual_twins)
    out << "twins: expected " << comparison.expected_twins << ", actual " << comparison.actual_twins << "\n";
  for (const TwinDifference& d : comparison.differences) {
    out << "twin " << d.twin + 1;
    if (!d.expected_label.empty() || !d.actual_label.empty())
      out << " (expected \"" << d.expected_label << "\", actual \"" << d.actual_label << "\")";
    out << ": " << d.missing.size() << " missing, " << d.extra.size() << " extra\n";
    auto list = [&](const char* what, const std::vector<std::string>& entries) {
      for (std::size_t k = 0; k < entries.size() && k < limit; ++k)
        out << "  " << what << ": " << entries[k] << "\n";
      if (entries.size() > limit) out << "  ... and " << entries.size() - limit << " more " << what << "\n";
    };
    list("missing", d.missing);
    list("extra", d.extra);
  }
  return out.str();
}

Language language_of_code(const std::string& code) {
  if (code == "de") return Language::German;
  if (code == "fr") return Language::French;
  if (code == "en") return Language::English;
  return Language::Auto;
}

}  // namespace nightrider::popeye_output
