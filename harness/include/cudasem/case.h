// SPDX-License-Identifier: Apache-2.0
// Case declaration: one documented behavior, its citation, kind and requirements.
//
//   // cases/device_memory/free/null_is_noop.cpp: the case's id is its path, device_memory.free.null_is_noop
//   CUDASEM_CASE(CudaFree, NullIsNoOp, {
//       .api = {"cudaFree"},
//       .cite = {.doc = "RT", .section = "cudaFree", .quote = "If devPtr is 0, no operation is performed."},
//       .claim = cudasem::Claim::promise,
//   }) {
//     CUDASEM_EXPECT_ERROR(cudaFree(nullptr), cudaSuccess);
//   }
//
// The metadata is data: `<binary> --cudasem-list` prints it as JSON without calling CUDA.
#pragma once

#include <cuda.h>
#include <gtest/gtest.h>

#include <initializer_list>
#include <iterator>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "cudasem_vocabulary.h"  // generated from schema/vocabulary.json (harness/CMakeLists.txt)

namespace cudasem {

// Kind (semantics, characterization, perf; calibration: the harness's own self-checks on a GPU, label
// `calibration`, not `semantics`), Claim (what the quote is: a promise, a documented failure, a caller
// requirement, a hedge) and the other vocabularies come from schema/vocabulary.json.

// Where the documented behavior is written. `doc` is a key of schema/vocabulary.json's documents
// (RT is the Runtime API reference, DRV the Driver API's, SYNC its API synchronization page, ...).
// The toolkit edition whose text the citations quote, unless a case names another.
inline constexpr const char* kCitedEdition = "13.0";

struct Citation {
  const char* doc = nullptr;            // document key
  const char* section = nullptr;        // API name or section number and title
  const char* quote = nullptr;          // the short exact phrase the case rests on
  const char* version = kCitedEdition;  // CUDA version of the text: set only for another edition
  const char* url = nullptr;            // optional deep link; the document's page otherwise
};

enum class Cmp { eq, ne, ge, gt, le, lt };

// A condition checked before the body, without creating a CUDA context.
struct Requirement {
  enum class Type { attribute, gpu_count, linux_os, driver_version, toolkit_version };
  Type type = Type::attribute;
  const char* name = nullptr;  // attribute name as in cudaDeviceProp, e.g. "canMapHostMemory"
  Cmp cmp = Cmp::ge;
  int value = 0;
  std::string describe() const;
};

// cudasem::attr("canMapHostMemory") >= 1
struct AttributeRef {
  const char* name;
};
inline AttributeRef attr(const char* name) { return {name}; }
inline Requirement operator==(AttributeRef a, int v) { return {Requirement::Type::attribute, a.name, Cmp::eq, v}; }
inline Requirement operator!=(AttributeRef a, int v) { return {Requirement::Type::attribute, a.name, Cmp::ne, v}; }
inline Requirement operator>=(AttributeRef a, int v) { return {Requirement::Type::attribute, a.name, Cmp::ge, v}; }
inline Requirement operator>(AttributeRef a, int v) { return {Requirement::Type::attribute, a.name, Cmp::gt, v}; }
inline Requirement operator<=(AttributeRef a, int v) { return {Requirement::Type::attribute, a.name, Cmp::le, v}; }
inline Requirement operator<(AttributeRef a, int v) { return {Requirement::Type::attribute, a.name, Cmp::lt, v}; }
// At least n visible GPUs.
inline Requirement gpus(int n) { return {Requirement::Type::gpu_count, "gpus", Cmp::ge, n}; }
inline Requirement linux_os() { return {Requirement::Type::linux_os, "linux", Cmp::eq, 1}; }
// A build with a toolkit of at least this CUDA version (1000 * major + 10 * minor): a case of an API that
// a later toolkit added. Its body is guarded by `#if CUDA_VERSION >= <v>` (an older toolkit's headers lack
// the API): a build with an older toolkit compiles its declaration only, and the case is UNSUPPORTED
// saying both versions, before anything runs; the case contract does not look for its `.api` in those
// headers. Its citation names the edition it quotes (`.version`).
inline Requirement toolkit_version(int v) { return {Requirement::Type::toolkit_version, "toolkit", Cmp::ge, v}; }
// A driver whose PTX JIT compiler reads the PTX this build's compiler wrote (kernels/modules ptx(), loaded
// and compiled at run time): a driver of the build's CUDA version or newer, since a driver does not read
// a newer toolchain's PTX (CUDA_ERROR_UNSUPPORTED_PTX_VERSION, cases/compat/ptx). Every CUDA 13 driver
// meets it in a build with the 13.0 toolkit; a build with a newer toolkit (docs/run-modes.md) on an older
// driver makes such a case UNSUPPORTED, saying both versions. CUDA_VERSION is the case's build's.
inline Requirement driver_reads_build_ptx() {
  return {Requirement::Type::driver_version, "driver_reads_build_ptx", Cmp::ge, CUDA_VERSION};
}

// A reason not to run a case under one compute-sanitizer tool (sanitizer mode: harness/src/sanitizer.h).
// `tool` is memcheck, racecheck, synccheck or initcheck. Under CUDASEM_SANITIZER=<tool> such a case is
// UNSUPPORTED, its record saying why; the other tools run it.
struct SanitizerExclusion {
  const char* tool = nullptr;
  const char* why = nullptr;
};

// The same reason under each of several tools (seen under each: a declaration follows a run).
inline std::vector<SanitizerExclusion> under_tools(std::initializer_list<const char*> tools, const char* why) {
  std::vector<SanitizerExclusion> out;
  for (const char* tool : tools) out.push_back({tool, why});
  return out;
}
// The same reason under every compute-sanitizer tool (seen under each).
inline std::vector<SanitizerExclusion> under_every_tool(const char* why) {
  std::vector<SanitizerExclusion> out;
  for (const char* tool : vocab::kSanitizerTools) out.push_back({tool, why});
  return out;
}

// Tool limits seen under compute-sanitizer initcheck in more than one area (a case names its own
// otherwise). Each was seen on an H100 (driver 580) with 0 findings in the suite's own code.
// Work queued behind a gate made a later call wait for the gate's kernel to end: the call returned
// only once the gate was released, or the gate gave up after its device limit with no release.
inline constexpr const char* kInitcheckWaitsBehindGate =
    "under compute-sanitizer initcheck a call made while work waited behind the gate returned only after the "
    "gate's kernel ended (released, or given up after its device limit), which changes the behavior under test";
// initcheck tracks initialization within one process, so memory another process wrote reads as
// uninitialized.
inline constexpr const char* kInitcheckOtherProcessWrites =
    "compute-sanitizer initcheck tracks initialization within one process: the case reads memory that another "
    "process wrote, which the tool reports as uninitialized (the words read are that process's, as the case "
    "checks)";

struct CaseInfo {
  // The id. A case file's id is its path (cases/<area>/<group>/<name>.cpp is <area>.<group>.<name>),
  // given by the build; only the harness's own test binaries declare one.
  const char* id = nullptr;
  // The Runtime or Driver API functions whose documented behavior the case asserts (not every
  // helper call it makes): each must be declared in the toolkit headers and called by the case
  // or an area helper it includes (the selftest cudasem.selftest.api checks both).
  std::vector<const char*> api;
  Kind kind = Kind::semantics;
  Citation cite;
  // What the quote is (issue 39: a claim is as strong as its text, no stronger): a promise or a documented
  // failure backs a semantics case, a caller requirement or a hedge a characterization
  // (vocab::kClaimKinds[].backs). A case file of those kinds must declare it: unset (the default) is
  // refused when the binary lists its cases (the harness's own test binaries, no suite cases, may leave
  // it unset, as `.api`). perf and calibration cases declare none (their verdict rests on a physical
  // reference or the harness's own design, not on NVIDIA's wording). The build checks it against the
  // quote's wording, the case's asserts and the expectation entries (python/cudasem/sources/claims.py).
  std::optional<Claim> claim;
  std::vector<Requirement> needs;
  // "NAME=VALUE" set by CTest before the process starts (e.g. CUDA_LAUNCH_BLOCKING=1).
  std::vector<const char*> env;
  int timeout_s = 60;
  // Runs with no other case beside it: sticky errors, multi-GPU, perf.
  bool exclusive = false;
  // A case about a default: runs without the harness's own settings (the harness sets
  // CUDA_MODULE_LOADING=EAGER for every other case); the record lists the settings a case ran under.
  bool toolkit_defaults = false;
  // Faults the case provokes on purpose, which the tool reports (an illegal address, a trap, an assert).
  std::vector<SanitizerExclusion> intentional_faults;
  // Where the tool cannot judge the case: it reports errors in correct code, or it changes the behavior
  // under test (e.g. a call that must return at once waits under it). Each says what was seen.
  std::vector<SanitizerExclusion> sanitizer_limits;
};

// Registered by CUDASEM_CASE; `test_name` is "Suite.Name"; `area` is the case file's folder under
// cases/ (the build defines CUDASEM_AREA), which must be the id's first part; `path_id` is the id
// the build derives from the case file's path (nullptr outside cases/).
bool register_case(const char* test_name, CaseInfo info, const char* area = "", const char* path_id = nullptr);

struct RegisteredCase {
  std::string test_name;
  CaseInfo info;
  std::string area;             // the folder the build says the case file is in ("" when not built as a case)
  bool from_case_file = false;  // built from cases/ (its id is its path)
  std::string table_key;        // a CUDASEM_CASE_TABLE row's key ("" for CUDASEM_CASE)
};
const std::vector<RegisteredCase>& registered_cases();

// Registered by CUDASEM_CASE_TABLE, once per row: the case `<path id>.<key in lowercase>` (ids are
// lowercase) with the test name "<suite>.<name>/<key>", which it returns. `key` is the row's label
// ([A-Za-z0-9_]+, unique in its table; checked by validate_cases, like the rest of `info`).
std::string register_table_case(
    const char* suite, const char* name, const char* key, CaseInfo info, const char* area, const char* path_id);

// The row type of a table (a C array or a container of rows with a `const char* key` member).
template <typename Rows>
using table_row_t = std::remove_cv_t<std::remove_reference_t<decltype(*std::begin(std::declval<Rows&>()))>>;

// One GoogleTest test per row: runs the table's body with its row (the rows live as long as the
// program: a namespace-scope constexpr table).
template <typename Row>
class TableCaseTest : public ::testing::Test {
 public:
  TableCaseTest(const Row& row, void (*body)(const Row&)) : row_(row), body_(body) {}
  void TestBody() override { body_(row_); }

 private:
  const Row& row_;
  void (*body_)(const Row&);
};

template <typename Rows, typename Row = table_row_t<Rows>>
bool register_case_table(const char* suite, const char* name, const Rows& rows, const CaseInfo& info, const char* area,
    const char* path_id, void (*body)(const Row&), const char* file, int line) {
  for (const Row& row : rows) {
    // A table over API functions (a row type saying `static constexpr bool kKeyIsApi = true`, its key a
    // Runtime or Driver API function's name): each row's `.api` is the table's plus its own function.
    CaseInfo row_info = info;
    if constexpr (requires { Row::kKeyIsApi; }) {
      if constexpr (Row::kKeyIsApi) row_info.api.push_back(row.key);
    }
    const std::string test = register_table_case(suite, name, row.key, std::move(row_info), area, path_id);
    const Row* r = &row;
    // The factory returns ::testing::Test*, so the suite's fixture type is TEST()'s.
    ::testing::RegisterTest(suite, test.substr(test.find('.') + 1).c_str(), nullptr, nullptr, file, line,
        [r, body]() -> ::testing::Test* { return new TableCaseTest<Row>(*r, body); });
  }
  return true;
}

// Helper programs a case starts as a second process: `<binary> --cudasem-helper=<name> args...`
using HelperMain = int (*)(int argc, char** argv);
bool register_helper(const char* name, HelperMain fn);
// The path of the running binary, to start a helper from a case.
std::string self_executable();

}  // namespace cudasem

#ifndef CUDASEM_AREA
#define CUDASEM_AREA ""
#endif
// The case file's id, from its path (cmake/CudasemCases.cmake defines it for each case file).
#ifndef CUDASEM_CASE_PATH_ID
#define CUDASEM_CASE_PATH_ID nullptr
#endif

#define CUDASEM_CONCAT_INNER(a, b) a##b
#define CUDASEM_CONCAT(a, b) CUDASEM_CONCAT_INNER(a, b)

// A case about a deprecated function calls it on purpose: CUDASEM_CALLS_DEPRECATED_API, on a line of
// its own after the includes, silences the deprecation warning in that case file only (each file of a
// unity batch is compiled between a diagnostic push and pop: cmake/CudasemCases.cmake); a call of a
// deprecated function anywhere else still warns.
#define CUDASEM_CALLS_DEPRECATED_API \
  _Pragma("GCC diagnostic ignored \"-Wdeprecated-declarations\"") static_assert(true, "ends with a semicolon")

#define CUDASEM_CASE(Suite, Name, ...)                                                                                 \
  static const bool CUDASEM_CONCAT(cudasem_registered_, Suite##_##Name) =                                              \
      ::cudasem::register_case(#Suite "." #Name, ::cudasem::CaseInfo __VA_ARGS__, CUDASEM_AREA, CUDASEM_CASE_PATH_ID); \
  TEST(Suite, Name)

// A table case file: one case per row of a constexpr table, all asserting the file's one documented
// promise, each about its row (a symbol, a flag, ...). The id of a row's case is the file's path id
// plus `.<key>` in lowercase; the test is "Suite.Name/<key>"; the body sees its row as `row`:
//   // cases/entrypoints/driver/resolves_at_introducing_version.cpp
//   CUDASEM_CASE_TABLE(DriverGetProcAddress, ResolvesAtIntroducingVersion, cudasem::entrypoints::kSymbols, {
//       .api = {"cuGetProcAddress"}, .cite = {...}}) {
//     ... row.key ...  // "cuMemAlloc": entrypoints.driver.resolves_at_introducing_version.cumemalloc
//   }
#define CUDASEM_CASE_TABLE(Suite, Name, rows, ...)                                                       \
  static void cudasem_table_body_##Suite##_##Name(const ::cudasem::table_row_t<decltype(rows)>& row);    \
  static const bool CUDASEM_CONCAT(cudasem_registered_, Suite##_##Name) =                                \
      ::cudasem::register_case_table(#Suite, #Name, rows, ::cudasem::CaseInfo __VA_ARGS__, CUDASEM_AREA, \
          CUDASEM_CASE_PATH_ID, &cudasem_table_body_##Suite##_##Name, __FILE__, __LINE__);               \
  static void cudasem_table_body_##Suite##_##Name(const ::cudasem::table_row_t<decltype(rows)>& row)

#define CUDASEM_HELPER(Name)                                                                                      \
  static int cudasem_helper_##Name(int argc, char** argv);                                                        \
  static const bool cudasem_helper_registered_##Name = ::cudasem::register_helper(#Name, &cudasem_helper_##Name); \
  static int cudasem_helper_##Name([[maybe_unused]] int argc, [[maybe_unused]] char** argv)
