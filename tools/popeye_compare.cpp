// nightrider_popeye_compare EXPECTED ACTUAL
//
// Compares two Popeye-format solution outputs (e.g. a recorded shared/testdata/problems/popeye/NAME.out
// and the output of `nightrider solve`) as sets of normalised solutions, twin by twin, as
// shared/testdata/problems/README.md defines; ACTUAL may be "-" for standard input. The language of each
// file is detected (German, English, French) unless --expected-lang / --actual-lang say it.
//
// Prints the entries missing from ACTUAL and the extra ones; exit status 0 if the sets are equal, 1 if
// they differ, 2 on bad usage or an unreadable file.
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <vector>

#include "popeye_output.h"

namespace {

using nightrider::popeye_output::Language;

int usage() {
  std::cerr
      << "usage: nightrider_popeye_compare [--limit N] [--expected-lang en|de|fr] [--actual-lang en|de|fr]"
         " [--show] EXPECTED ACTUAL|-\n"
         "  Compares two Popeye solution outputs as sets of solutions; exit 0 if equal, 1 if not.\n"
         "  --limit N  show at most N missing and N extra entries per twin (default 50)\n"
         "  --show     also print the normalised entries of both outputs\n";
  return 2;
}

bool read_all(const std::string& path, std::string& text) {
  std::ostringstream buffer;
  if (path == "-") {
    buffer << std::cin.rdbuf();
  } else {
    std::ifstream in(path, std::ios::binary);
    if (!in) return false;
    buffer << in.rdbuf();
  }
  text = buffer.str();
  return true;
}

bool language_of(const std::string& name, Language& language) {
  if (name == "en")
    language = Language::English;
  else if (name == "de")
    language = Language::German;
  else if (name == "fr")
    language = Language::French;
  else if (name == "auto")
    language = Language::Auto;
  else
    return false;
  return true;
}

void show(const char* what, const nightrider::popeye_output::Output& output) {
  std::cout << what << " (" << nightrider::popeye_output::language_name(output.language) << "):\n";
  for (const auto& twin : output.twins) {
    std::cout << "  twin \"" << twin.label << "\": " << twin.entries.size() << " entries, " << twin.key_lines
              << " keys, " << twin.solution_lines << " solution lines\n";
    for (const auto& entry : twin.entries) std::cout << "    " << entry << "\n";
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  std::size_t limit = 50;
  bool show_entries = false;
  Language expected_language = Language::Auto, actual_language = Language::Auto;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--limit" && i + 1 < argc) {
      limit = std::strtoul(argv[++i], nullptr, 10);
    } else if (arg == "--expected-lang" && i + 1 < argc) {
      if (!language_of(argv[++i], expected_language)) return usage();
    } else if (arg == "--actual-lang" && i + 1 < argc) {
      if (!language_of(argv[++i], actual_language)) return usage();
    } else if (arg == "--show") {
      show_entries = true;
    } else if (arg == "-h" || arg == "--help") {
      usage();
      return 0;
    } else if (arg.size() > 1 && arg[0] == '-' && arg != "-") {
      return usage();
    } else {
      files.push_back(arg);
    }
  }
  if (files.size() != 2 || files[0] == "-") return usage();

  std::string expected_text, actual_text;
  if (!read_all(files[0], expected_text)) {
    std::cerr << "nightrider_popeye_compare: cannot read " << files[0] << "\n";
    return 2;
  }
  if (!read_all(files[1], actual_text)) {
    std::cerr << "nightrider_popeye_compare: cannot read " << files[1] << "\n";
    return 2;
  }
  namespace po = nightrider::popeye_output;
  const po::Output expected = po::parse(expected_text, expected_language);
  const po::Output actual = po::parse(actual_text, actual_language);
  for (const auto& e : expected.errors) std::cerr << files[0] << ": " << e << "\n";
  for (const auto& e : actual.errors) std::cerr << files[1] << ": " << e << "\n";
  if (show_entries) {
    show("expected", expected);
    show("actual", actual);
  }
  const po::Comparison comparison = po::compare(expected, actual);
  if (comparison.equal()) {
    std::size_t entries = 0;
    for (const auto& twin : expected.twins) entries += twin.entries.size();
    std::cout << "equal: " << expected.twins.size() << " twin(s), " << entries << " entries\n";
    return 0;
  }
  std::cout << po::describe(comparison, limit);
  return 1;
}
