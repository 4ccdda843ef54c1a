#pragma once
// The source tree's path, for the tests that read its data files, and the
// build's folder of compiled catalogs (cmake/Catalogs.cmake). Only
// source_dir.cpp is compiled with them (tests/support/CMakeLists.txt), so
// that no other test file's compile depends on where the clone is.
const char* landlord_test_source_dir();
const char* landlord_test_catalog_dir();
#define LANDLORD_SOURCE_DIR (landlord_test_source_dir())
#define LANDLORD_CATALOG_DIR (landlord_test_catalog_dir())
