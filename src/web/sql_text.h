// SQL that is part of the program: a string literal, checked when the program is compiled. The store
// prepares statements only from SqlText, so no statement can be built from text that came from outside;
// every value a client sends (ids, moves, FENs, seat tokens) goes in through a bound parameter (?1, ?2 …).
#pragma once

#include <cstddef>

namespace nightrider::web {

class SqlText {
 public:
  // Only a string literal (or another constant array) compiles: a std::string, a runtime char pointer
  // or an array filled at run time does not.
  template <size_t N>
  consteval SqlText(const char (&text)[N]) : text_(text) {}  // NOLINT(google-explicit-constructor)
  const char* c_str() const { return text_; }

 private:
  const char* text_;
};

}  // namespace nightrider::web
