// The web server's secrets: seat tokens (what lets a link move for a side) and game ids (what lets a
// page find its game). They come from the kernel's cryptographically secure generator (getrandom(2)),
// never from a seeded pseudo-random generator whose output could be predicted from earlier ones, and a
// secret a client sends is compared in time that does not depend on where it differs from the real one.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace nightrider::web {

// `bytes` random bytes from getrandom(2) as 2 × `bytes` lower-case hex digits (16 bytes: a 128-bit seat
// token). Throws std::runtime_error if the kernel gives no randomness (it blocks only before the
// system's generator is first seeded, early in boot).
std::string random_hex(size_t bytes);

// Whether a secret a client sent equals the stored one, reading every byte of both whatever they hold
// (the lengths, public, are compared first). An empty stored secret matches nothing.
bool same_secret(std::string_view given, std::string_view stored);

}  // namespace nightrider::web
