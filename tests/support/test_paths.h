// Where the tests find the reference data and the binary. The paths are compiled into one file
// (test_paths.cpp) rather than into every test, so that a clone in another folder still finds the other
// tests' objects in the compiler cache.
#pragma once

namespace nightrider::testing {

const char* shared_dir();         // ../shared beside the checkout (NIGHTRIDER_SHARED_DIR)
const char* test_data_dir();      // tests/data
const char* nightrider_binary();  // the `nightrider` built beside the tests

}  // namespace nightrider::testing
