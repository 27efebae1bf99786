#!/usr/bin/env python3
"""Browses a built TripSite site straight from disk (file://) in headless Chromium, as a
reader who opened public/index.html would: the stylesheet applies, a card leads to its
trip (photos shown), Back returns home, and the search page finds a trip and links to it.

Usage: file_browsing.py SITE_DIR QUERY
Prints one JSON object of what it saw; exits 1 (saying which step failed) on a failure,
2 when selenium or chromedriver is missing.
"""
import json
import sys
import time

try:
    from selenium import webdriver
    from selenium.webdriver.common.by import By
    from selenium.webdriver.chrome.service import Service
except ImportError:
    print("selenium is not installed (pip install selenium)", file=sys.stderr)
    sys.exit(2)

STYLED = "return getComputedStyle(document.documentElement).getPropertyValue('--color-bg').trim()"
IMAGES_LOADED = """
  const images = [...document.querySelectorAll('img')].filter(i => i.loading !== 'lazy' || i.getBoundingClientRect().top < innerHeight);
  return images.length > 0 && images.every(i => i.complete && i.naturalWidth > 0);
"""


def wait_for(check, what, seconds=45):
    deadline = time.time() + seconds
    while time.time() < deadline:
        if check():
            return
        time.sleep(0.1)
    raise AssertionError("timed out waiting for " + what)


def browse(driver, site, query):
    seen = {}
    home = "file://" + site + "/index.html"
    driver.get(home)
    seen["homeStyled"] = driver.execute_script(STYLED) != ""
    card = driver.find_element(By.CSS_SELECTOR, "a.card-link")
    seen["cardHref"] = card.get_attribute("href")
    title = driver.execute_script(
        "return arguments[0].closest('article, li').querySelector('h2, h3').textContent.trim()", card)
    card.click()
    wait_for(lambda: driver.current_url != home, "the trip page")
    seen["tripUrl"] = driver.current_url
    seen["tripHeading"] = driver.find_element(By.TAG_NAME, "h1").text.strip()
    seen["tripTitleOnCard"] = title
    seen["tripStyled"] = driver.execute_script(STYLED) != ""
    wait_for(lambda: driver.execute_script(IMAGES_LOADED), "the trip's photos to load")
    seen["tripImagesLoaded"] = True
    driver.back()
    wait_for(lambda: driver.current_url == home, "Back to the home page")
    seen["backUrl"] = driver.current_url
    driver.find_element(By.CSS_SELECTOR, "a[href$='search/index.html']").click()
    wait_for(lambda: "/search/" in driver.current_url, "the search page")
    seen["searchStyled"] = driver.execute_script(STYLED) != ""
    field = driver.find_element(By.ID, "search-input")
    wait_for(field.is_displayed, "the search field (shown by the script)")
    field.send_keys(query)
    wait_for(lambda: driver.find_elements(By.CSS_SELECTOR, "#search-trips li a"), "a search result")
    result = driver.find_element(By.CSS_SELECTOR, "#search-trips li a")
    seen["searchResult"] = result.text.strip()
    search_url = driver.current_url
    result.click()
    wait_for(lambda: driver.current_url != search_url, "the result's trip page")
    seen["resultUrl"] = driver.current_url
    seen["resultHeading"] = driver.find_element(By.TAG_NAME, "h1").text.strip()
    return seen


def start(options, attempts=3):
    """Starts Chromium; a loaded CI machine sometimes misses chromedriver's start-up
    deadline, so it tries again before calling the browser missing (exit 2)."""
    for attempt in range(attempts):
        try:
            driver = webdriver.Chrome(options=options, service=Service("/usr/bin/chromedriver"))
            driver.set_page_load_timeout(60)
            return driver
        except Exception as error:  # no chromedriver, or it cannot start the browser
            last = error
            time.sleep(1 + attempt)
    print("cannot start chromedriver: %s" % last, file=sys.stderr)
    sys.exit(2)


def drive(walk, *arguments):
    """Starts headless Chromium, prints as JSON what `walk(driver, *arguments)` saw, and exits
    1 saying where it failed (2 without a browser, from `start`)."""
    options = webdriver.ChromeOptions()
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"]:
        options.add_argument(argument)
    driver = start(options)
    try:
        print(json.dumps(walk(driver, *arguments)))
    except Exception as error:
        print("failed at %s: %s" % (driver.current_url, str(error).splitlines()[0]), file=sys.stderr)
        sys.exit(1)
    finally:
        driver.quit()


def main():
    drive(browse, sys.argv[1], sys.argv[2])


if __name__ == "__main__":
    main()
