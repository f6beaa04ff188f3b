# cudasem_add_cases(<cases-dir>)
#
# Turns every case file under <cases-dir> into CTest tests; adding a case never needs a CMake
# edit. A case file is `cases/<area>/.../<name>.cu` (or `.cpp` when it needs no device
# code of its own). Files of one area are linked into one binary, `cudasem_cases_<area>`; each
# case still runs in its own process (`<binary> --cudasem-case=<id>`).
#
# Build metadata lives in the case file, on one line near the top:
#   // cudasem-build: <compiler options>
# e.g. `// cudasem-build: --default-stream per-thread`. Such a file gets a binary of its own
# compiled with those options. Everything else (environment, timeout, requirements, serial
# runs) is declared in the CUDASEM_CASE metadata and read from the binary at test time:
# `<binary> --cudasem-ctest` prints the add_test() calls, so listing never touches the GPU.
#
# Every case requires the `cudasem_run` fixture: `cudasem.run.begin` records the run's
# identity and `cudasem.run.end` assembles the records into a result bundle.
function(cudasem_add_cases cases_dir)
  file(GLOB_RECURSE case_files CONFIGURE_DEPENDS
       "${cases_dir}/*.cu" "${cases_dir}/*.cpp")
  list(SORT case_files)
  set(run_dir "${CMAKE_BINARY_DIR}/cudasem-run")
  set(common_env
      "--env=CUDASEM_RECORD_DIR=${run_dir}/records"
      "--env=CUDASEM_EXPECTATIONS_DIR=${PROJECT_SOURCE_DIR}/expectations")
  set(binaries "")
  set(areas "")
  foreach(file IN LISTS case_files)
    file(RELATIVE_PATH rel "${cases_dir}" "${file}")
    string(REGEX MATCH "^[^/]+" area "${rel}")
    file(STRINGS "${file}" build_line LIMIT_COUNT 1 REGEX "^// cudasem-build: ")
    if(build_line)
      string(REGEX REPLACE "^// cudasem-build: " "" options "${build_line}")
      separate_arguments(options UNIX_COMMAND "${options}")
      string(REGEX REPLACE "\\.(cu|cpp)$" "" target "${rel}")
      string(REGEX REPLACE "[^A-Za-z0-9_]" "_" target "cudasem_case_${target}")
      add_executable(${target} "${file}")
      target_compile_options(${target} PRIVATE $<$<COMPILE_LANGUAGE:CUDA>:${options}>)
      list(APPEND binaries ${target})
    else()
      list(APPEND area_files_${area} "${file}")
      list(APPEND areas ${area})
    endif()
  endforeach()
  list(REMOVE_DUPLICATES areas)
  foreach(area IN LISTS areas)
    add_executable(cudasem_cases_${area} ${area_files_${area}})
    list(APPEND binaries cudasem_cases_${area})
  endforeach()

  foreach(target IN LISTS binaries)
    target_link_libraries(${target} PRIVATE cudasem_harness)
    set_target_properties(${target} PROPERTIES RUNTIME_OUTPUT_DIRECTORY "${CMAKE_BINARY_DIR}/cases")
    # At ctest time: ask the binary for its tests (no CUDA call), then add them.
    set(include_file "${CMAKE_CURRENT_BINARY_DIR}/${target}_tests.cmake")
    file(GENERATE OUTPUT "${include_file}" CONTENT
"set(exe \"$<TARGET_FILE:${target}>\")
if(EXISTS \"\${exe}\")
  execute_process(COMMAND \"\${exe}\" --cudasem-ctest --fixture=cudasem_run ${common_env}
                  OUTPUT_VARIABLE tests RESULT_VARIABLE rc ERROR_VARIABLE err)
  if(rc EQUAL 0)
    file(WRITE \"${CMAKE_CURRENT_BINARY_DIR}/${target}_list.cmake\" \"\${tests}\")
    include(\"${CMAKE_CURRENT_BINARY_DIR}/${target}_list.cmake\")
  else()
    add_test(cudasem.listing.${target} \"\${exe}\" --cudasem-list)
    set_tests_properties(cudasem.listing.${target} PROPERTIES LABELS \"semantics;selftest\")
  endif()
else()
  add_test(cudasem.not_built.${target} ${target}-was-not-built)
  set_tests_properties(cudasem.not_built.${target} PROPERTIES LABELS \"semantics;selftest\")
endif()
")
    set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${include_file}")
  endforeach()
  set_property(GLOBAL PROPERTY CUDASEM_CASE_BINARIES ${binaries})

  # GPU-free checks of the declarations: every binary lists its cases (ids, citations,
  # requirement names are validated), and every expectation entry names a real case.
  set(binary_files "")
  foreach(target IN LISTS binaries)
    list(APPEND binary_files "$<TARGET_FILE:${target}>")
    add_test(NAME cudasem.selftest.listing.${target} COMMAND ${target} --cudasem-list)
    set_tests_properties(cudasem.selftest.listing.${target} PROPERTIES LABELS selftest)
  endforeach()
  add_test(NAME cudasem.selftest.expectations_check
           COMMAND cudasem-expectations check ${PROJECT_SOURCE_DIR}/expectations ${binary_files})
  set_tests_properties(cudasem.selftest.expectations_check PROPERTIES LABELS selftest)

  # The run fixture: identity before the first case, the bundle after the last.
  set(py_env "PYTHONPATH=${PROJECT_SOURCE_DIR}/reports")
  add_test(NAME cudasem.run.begin
           COMMAND ${CMAKE_COMMAND} -E env ${py_env} ${Python3_EXECUTABLE} -m cudasem_report.run begin
                   --run-dir ${run_dir} --build-dir ${CMAKE_BINARY_DIR}
                   --source-dir ${PROJECT_SOURCE_DIR} --identity $<TARGET_FILE:cudasem-identity>)
  add_test(NAME cudasem.run.end
           COMMAND ${CMAKE_COMMAND} -E env ${py_env} ${Python3_EXECUTABLE} -m cudasem_report.run end
                   --run-dir ${run_dir} --bundles-dir ${CMAKE_BINARY_DIR}/bundles)
  set_tests_properties(cudasem.run.begin PROPERTIES FIXTURES_SETUP cudasem_run LABELS fixture)
  set_tests_properties(cudasem.run.end PROPERTIES FIXTURES_CLEANUP cudasem_run LABELS fixture)
endfunction()
