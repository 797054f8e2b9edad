"""Runs axe-core in headless Chromium over an a11y-lint HTML report.

Usage: html-report-axe.py REPORT.html EXPECTED_FINDINGS SCREENSHOT.png
Fails on any axe-core violation (in the light and the dark colour scheme),
on a wrong number of findings in the page, or when the filters do not work.
"""
import sys

from axe_selenium_python import Axe
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By


def browser(dark):
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,2000"):
        options.add_argument(argument)
    if dark:
        options.add_argument("--force-dark-mode")
        options.add_argument("--blink-settings=preferredColorScheme=0")
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def check(report, expected, screenshot, dark):
    driver = browser(dark)
    try:
        driver.get("file://" + report)
        if not dark:
            driver.save_screenshot(screenshot)
        axe = Axe(driver)
        axe.inject()
        results = axe.run()
        scheme = "dark" if dark else "light"
        violations = results["violations"]
        for violation in violations:
            print(f"axe ({scheme}): {violation['id']}: {violation['help']} ({len(violation['nodes'])} nodes)")
        assert not violations, f"{len(violations)} axe-core violations in the {scheme} scheme"
        items = driver.find_elements(By.CSS_SELECTOR, "li.finding")
        assert len(items) == expected, f"{len(items)} findings in the page, expected {expected}"
        assert len(driver.find_elements(By.TAG_NAME, "h1")) == 1, "one h1"
        # The filters: unchecking errors hides them.
        driver.find_element(By.CSS_SELECTOR, "input[value=error]").click()
        hidden = [item for item in items if not item.is_displayed()]
        errors = driver.find_elements(By.CSS_SELECTOR, "li.finding[data-severity=error]")
        assert len(hidden) == len(errors), "unchecking errors hides exactly the errors"
        driver.find_element(By.CSS_SELECTOR, "input[value=error]").click()
        print(f"axe-core ({scheme}): 0 violations, {len(results['passes'])} rules passed, {len(items)} findings shown")
    finally:
        driver.quit()


def main():
    report, expected, screenshot = sys.argv[1], int(sys.argv[2]), sys.argv[3]
    check(report, expected, screenshot, dark=False)
    check(report, expected, screenshot, dark=True)
    print(f"screenshot: {screenshot}")


if __name__ == "__main__":
    main()
