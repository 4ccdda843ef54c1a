#pragma once
// This build's landlord-cli and the test's scratch folder: only
// build_paths.cpp is compiled with them (tests/table/CMakeLists.txt).
const char* landlord_test_cli();
const char* landlord_test_tmp();
#define LANDLORD_CLI (landlord_test_cli())
#define LANDLORD_TEST_TMP (landlord_test_tmp())
