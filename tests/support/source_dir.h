#pragma once
// The source tree's path, for the tests that read its data files. Only
// source_dir.cpp is compiled with it (tests/support/CMakeLists.txt).
const char* landlord_test_source_dir();
#define LANDLORD_SOURCE_DIR (landlord_test_source_dir())
