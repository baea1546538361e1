#include "solver/popeye_language.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <iterator>
#include <regex>
#include <string>
#include <vector>

#include "solver/popeye_tables.h"

namespace nightrider::solver {
namespace {

bool same_ignoring_case(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) != std::tolower(static_cast<unsigned char>(b[i]))) return false;
  return true;
}

}  // namespace

const char* in_language(const popeye::Words& words, PopeyeLanguage language) {
  return language == PopeyeLanguage::German   ? words.de
         : language == PopeyeLanguage::French ? words.fr
                                              : words.en;
}

PopeyeLanguage popeye_language(std::string_view code) {
  return code == "de" ? PopeyeLanguage::German : code == "fr" ? PopeyeLanguage::French : PopeyeLanguage::English;
}

std::string piece_code_in(std::string_view english, PopeyeLanguage language) {
  if (language == PopeyeLanguage::English) return std::string(english);
  // (A hunter of two walks, "S/B": each walk's code.)
  if (const size_t slash = english.find('/'); slash != std::string_view::npos)
    return piece_code_in(english.substr(0, slash), language) + "/" +
           piece_code_in(english.substr(slash + 1), language);
  for (const popeye::Words& row : popeye::kPieces)
    if (same_ignoring_case(row.en, english)) {
      std::string code = in_language(row, language);
      for (char& c : code) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
      return code;
    }
  return std::string(english);
}

char colour_letter(Colour colour, PopeyeLanguage language) {
  const popeye::Words& row = popeye::kColours[colour == Colour::White ? 0 : colour == Colour::Black ? 1 : 2];
  return static_cast<char>(std::tolower(static_cast<unsigned char>(in_language(row, language)[0])));
}

std::string attribute_name(std::string_view english_name, PopeyeLanguage language) {
  for (const popeye::Words& row : popeye::kAttributes)
    if (english_name == row.en) return in_language(row, language);
  return std::string(english_name);
}

std::string attribute_letters(std::string_view english_name, PopeyeLanguage language) {
  std::string letters;
  for (char c : attribute_name(english_name, language))
    if (std::isupper(static_cast<unsigned char>(c))) letters += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return letters;
}

std::string side_name(bool white, PopeyeLanguage language) {
  return in_language(popeye::kColours[white ? 0 : 1], language);
}

const PopeyeWords& popeye_words(PopeyeLanguage language) {
  // (Popeye's messages in its three languages: output/message.c.)
  static const PopeyeWords english{" threat:",           " zugzwang.", "but",
                                   "solution finished.", "refutes.",   "Partial solution"};
  static const PopeyeWords german{" Drohung:",        " Zugzwang.", "Aber",
                                  "Loesung beendet.", "Widerlegt.", "Partielle Loesung"};
  static const PopeyeWords french{" menace:",           " blocus.", "mais",
                                  "solution terminee.", "Refute.",  "solution partielle"};
  return language == PopeyeLanguage::German ? german : language == PopeyeLanguage::French ? french : english;
}

std::string keywords_in(std::string_view english_line, PopeyeLanguage language) {
  if (language == PopeyeLanguage::English) return std::string(english_line);
  // A word that begins a line or an item is read as a condition first; a word after one blank, as a
  // condition's variant first: "Circe PWC" is "Circe Platzwechsel" in German, not "Circe PlatzwechselCirce".
  auto translate = [&](const std::string& word, bool starts_item) -> std::string {
    auto condition = [&]() -> const char* {
      for (const popeye::Condition& c : popeye::kConditions)
        if (word == c.en) return language == PopeyeLanguage::German ? c.de : c.fr;
      return nullptr;
    };
    if (starts_item)
      if (const char* found = condition()) return found;
    auto look = [&](const auto& rows) -> const char* {
      for (const popeye::Words& w : rows)
        if (word == w.en) return in_language(w, language);
      return nullptr;
    };
    for (const char* found :
         {look(popeye::kExtraConditions), look(popeye::kCirceVariants), look(popeye::kAntiCirceTypes),
          look(popeye::kLetteredTypes), look(popeye::kNumberedTypes), look(popeye::kSentinellesVariants),
          look(popeye::kGridVariants), look(popeye::kKobulSides), look(popeye::kVaultingVariants),
          look(popeye::kMummerStrictness), look(popeye::kBretonVariants), look(popeye::kCastVariants),
          look(popeye::kTakeMakeVariants), look(popeye::kOptions), look(popeye::kTwinnings)})
      if (found) return found;
    if (const char* found = condition()) return found;
    return word;
  };
  // A unit ("wKd1", "+bPe4", "wKd1-->d2", "wKd1<-->bQe2"): its colour letters and piece codes.
  std::function<bool(const std::string&, std::string&)> unit = [&](const std::string& token, std::string& out) {
    static const std::regex kUnit("([+-]?)([wbn])([a-z]*)([A-Z][A-Z0-9]?)([a-h][1-8])(.*)");
    std::smatch m;
    if (!std::regex_match(token, m, kUnit)) return false;
    const char c = m[2].str()[0];
    out += m[1].str();
    out += colour_letter(c == 'w' ? Colour::White : c == 'b' ? Colour::Black : Colour::Neutral, language);
    // (Its attribute letters, each attribute's in the language: royal is "r" in English, "k" in German.)
    const std::string attributes = m[3].str();
    for (std::size_t at = 0; at < attributes.size();) {
      std::string longest_en, its_letters;
      for (const popeye::Words& row : popeye::kAttributes) {
        const std::string en = attribute_letters(row.en, PopeyeLanguage::English);
        if (en.size() > longest_en.size() && attributes.compare(at, en.size(), en) == 0) {
          longest_en = en;
          its_letters = attribute_letters(row.en, language);
        }
      }
      if (longest_en.empty()) {
        out += attributes.substr(at);
        break;
      }
      out += its_letters;
      at += longest_en.size();
    }
    out += piece_code_in(m[4].str(), language) + m[5].str();
    const std::string rest = m[6].str();
    if (rest.rfind("<-->", 0) == 0) {
      std::string other;
      if (unit(rest.substr(4), other)) {
        out += "<-->" + other;
        return true;
      }
    }
    out += rest;
    return true;
  };
  // Chameleon Circe's sequence of kinds ("Q->S->B->R->Q"): each piece code.
  auto chain = [&](const std::string& token, std::string& out) {
    static const std::regex kChain("[A-Z][A-Z0-9]?(->[A-Z][A-Z0-9]?)+");
    if (!std::regex_match(token, kChain)) return false;
    for (std::size_t at = 0; at < token.size();) {
      const std::size_t arrow = std::min(token.find("->", at), token.size());
      out += (at ? "->" : "") + piece_code_in(token.substr(at, arrow - at), language);
      at = arrow + 2;
    }
    return true;
  };
  auto translate_token = [&](const std::string& word, bool starts_item) {
    std::string out;
    return unit(word, out) || chain(word, out) ? out : translate(word, starts_item);
  };
  // (Words keep their spacing: Popeye lines may hold runs of spaces, and a twin's heading line breaks.)
  struct Word {
    std::string text, after;  // the word and the blanks and line breaks after it
    bool starts_item;
  };
  std::vector<Word> words;
  std::string leading, word;
  int blanks_before = 2;  // a line's first word begins an item
  for (char c : english_line) {
    if (c == ' ' || c == '\n') {
      if (!word.empty()) {
        words.push_back({word, "", blanks_before != 1});
        word.clear();
        blanks_before = 0;
      }
      (words.empty() ? leading : words.back().after) += c;
      blanks_before = c == '\n' ? 2 : blanks_before + 1;
    } else {
      word += c;
    }
  }
  if (!word.empty()) words.push_back({word, "", blanks_before != 1});
  // A twin's substitution, "R ==> B": its two piece codes.
  static const std::regex kPieceCode("[A-Z][A-Z0-9]?");
  auto substituted = [&](std::size_t i) {
    return std::regex_match(words[i].text, kPieceCode) &&
           ((i + 1 < words.size() && words[i + 1].text == "==>") || (i > 0 && words[i - 1].text == "==>"));
  };
  std::string out = leading;
  for (std::size_t i = 0; i < words.size(); ++i)
    out += (substituted(i) ? piece_code_in(words[i].text, language)
                           : translate_token(words[i].text, words[i].starts_item)) +
           words[i].after;
  return out;
}

}  // namespace nightrider::solver
